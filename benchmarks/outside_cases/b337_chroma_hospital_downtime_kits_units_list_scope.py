"""Batch 337 (held out). A hospital IT help desk: chromadb collection of the desk's ticket notes, script style (every
call its own trace); for an Epic or downtime question the helper asks only the clinical-apps and downtime queues,
and the ticket that added a unit to the downtime kit list was logged under the printers queue.

App: St. Brendan's Regional Medical Center's IT service desk logs a short note per ticket (incident, change or
request) into one chroma collection with metadata ``queue`` (clinical-apps, downtime, desktop, printers, network,
access). For a question about Epic or downtime the helper asks only the clinical-apps and downtime notes
(``where={"queue": {"$in": ["clinical-apps", "downtime"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): INC0048812 (clinical-apps, 11/02/2026 10:15 AM) has the
Epic v2026.1 upgrade on Sun 11/8, downtime 1:00-4:30 AM, with paper downtime kits going to the ED and L&D.
INC0049133 (Wed 11/4 2:40 PM) was logged under printers - a jammed Zebra label printer on 3 East - and says, in
passing, that 3 East's BCA PC died Monday, so Nursing Informatics added 3 East to the downtime kit list for
Sunday's upgrade. Question (Fri 11/6/2026, the night nursing supervisor): "Which units are getting paper downtime
kits for Sunday's Epic upgrade? I'm doing the pickup list" -> expected the ED, L&D and 3 East (a list of three
whose items sit in two tickets). The scoped query returns the clinical-apps and downtime notes; the assistant says
the ED and L&D.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): INC0049133 is in the
collection and among the question's 5 nearest with no filter, but the queue filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
mentions 3 East or its BCA PC; the ED + L&D kit line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b337_chroma_hospital_downtime_kits_units_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EXTRA = ("INC0049133 - Wed 11/4 2:40 PM - 3 East (oncology) Zebra label printer jammed again, replaced the platen "
         "roller, test labels OK. While I was up there the charge nurse said their BCA PC died Monday, so Nursing "
         "Informatics added 3 East to the downtime kit list for Sunday's Epic upgrade - they need paper kits too. "
         "Desktop has the PC ticket. - R. Delgado")
NOTES = [
    ("clinical-apps", "INC0048812 - 11/02/2026 10:15 AM - Epic v2026.1 upgrade confirmed for Sun 11/8, downtime "
                      "1:00 AM-4:30 AM. Per Nursing Informatics, paper downtime kits go to the ED and L&D, "
                      "everyone else runs on read-only + BCA printouts. - K. Osei"),
    ("downtime", "CHG0031177 - 11/03/2026 - downtime kit contents: paper MAR, blank order sheets, downtime "
                 "registration forms, census printed at 12:30 AM. Units pick kits up from the IT office (B-112) "
                 "by 5:00 PM Sat."),
    ("clinical-apps", "INC0048990 - Nov 3 - Epic Haiku not syncing for 2 hospitalists after the v2026.1 test push, "
                      "cleared the device cache, resolved."),
    ("desktop", "INC0049020 - Nov 4, 9:05 AM - swapped the monitor at the 6 West nurses' station, asset tag "
                "HC-22871. Old one to e-waste."),
    ("printers", EXTRA),
    ("network", "CHG0031190 - 11/05/2026 - Wi-Fi AP swap on 2 West Thu 11/12 11:00 PM, Vocera badges may drop "
                "for ~10 min, unit manager notified."),
    ("access", "REQ0102211 - 11/05 - Epic access for 14 travel RNs starting Mon 11/9, templates cloned from "
               "RN-MEDSURG, badges from Security."),
]

client = chromadb.EphemeralClient()
tickets = client.get_or_create_collection("st-brendans-it-desk-tickets",
                                          embedding_function=offline.chroma_embedding_function())
for i, (queue, text) in enumerate(NOTES, 1):
    tickets.add(ids=[f"t-{i}"], documents=[text], metadatas=[{"queue": queue, "logged_by": "service desk"}])

question = "Which units are getting paper downtime kits for Sunday's Epic upgrade? I'm doing the pickup list"
wider = tickets.query(query_texts=[question], n_results=5)["documents"][0]
assert EXTRA in wider, wider
with fault():
    found = tickets.query(query_texts=[question], n_results=3,
                          where={"queue": {"$in": ["clinical-apps", "downtime"]}})
hits = found["documents"][0]
context = ["Today is Friday 11/6/2026. You are talking to the night nursing supervisor at St. Brendan's Regional "
           "Medical Center."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context for w in ("3 east", "bca pc")), context
assert any("paper downtime kits go to the ED and L&D" in c for c in context), context
reply = answer(question, context, mock="The ED and L&D - everyone else runs on read-only and the BCA printouts. Kits "
                                       "are picked up from the IT office (B-112) by 5:00 PM Saturday.")
finish(question, expected="the ED, L&D and 3 East (Nursing Informatics added 3 East when its BCA PC died)",
       actual=reply)
