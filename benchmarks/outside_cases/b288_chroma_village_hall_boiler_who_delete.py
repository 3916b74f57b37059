"""Batch 288 (held out). A village hall's bookings and maintenance: chromadb collection of the trustees' notes, one
root span per note, one for the treasurer's clear-out and one for the question; the clear-out deletes, by a
metadata filter, the invoice notes she has entered in the accounts book, and one of them also carried the new
heating engineer.

App: Luddenden Foot Village Hall - a main hall, a small room and a kitchen, hired out to Zumba, the playgroup, the
WI and kids' parties; three trustees look after it: Margaret (bookings), Alan (maintenance) and Val (treasurer).
They file notes into one chroma collection (metadata ``kind``: maintenance, bookings, invoices, cleaning). Once an
invoice is paid and in the accounts book Val deletes the invoice notes with ``where={"kind": "invoices"}``; the
helper answers from the 4 nearest notes.

Planted fault (DeletionError): Alan's maintenance note (2050-03-14T10:00) says any problems with the boiler, ring
Gledhill Heating, who service it every September and know about the bang when it fires up. Val's invoices note of
3/10 starts with paying Gledhill's last invoice (£186 for the Sept service) and says that's the last from them - old
Mr Gledhill's retired and passed the hall on to Kev Sutcliffe at KS Heating in Mytholmroyd, who knows the boiler,
ring him for anything. Val's clear-out (Tue 31/10) deletes the invoice notes, that one with them. Question (Mon
13/11, Margaret): "who do I ring about the boiler? it's doing the banging again + the Zumba lot were frozen last
nite" -> expected Kev Sutcliffe at KS Heating (Gledhill's retired). The assistant says Gledhill Heating.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Val's 3/10 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Kev, KS Heating or retiring); the maintenance note's "ring Gledhill Heating" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b288_chroma_village_hall_boiler_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ENGINEER = ("3/10 Val - paid Gledhill's invoice, £186 for the sept boiler service ✅ and that's the last from them, old "
            "Mr Gledhill's retired (good for him) + passed us on to Kev Sutcliffe at KS Heating in Mytholmroyd, "
            "07700 900461. he's been out + knows our boiler, ring him for anything heating")
NOTES = [
    ("maintenance", "Alan", "2050-03-14T10:00 BOILER 🔥 any problems ring Gledhill Heating 01422 883020, they service "
                            "it every sept. the bang when it fires up is the pump, nothing to panic about unless it "
                            "keeps going"),
    ("bookings", "Margaret", "Weds 5th April - Zumba's moved to mon nights 7-8 in the main hall, Kelly has a key, "
                             "playgroup same as ever tues + thurs mornings"),
    ("invoices", "Val", "22.8. paid Spotless for the summer deep clean + the floor buff, £240, receipt in the tin"),
    ("cleaning", "Margaret", "Mon 11th Sept - hirers to mop the kitchen + take their own rubbish, it's on the sheet "
                             "by the door now"),
    ("invoices", "Val", ENGINEER),
    ("maintenance", "Alan", "Sat 21st Oct - gutters done at last, the leak over the stage was leaves. fire "
                            "extinguishers checked, all in date"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-foot-hall-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "who do I ring about the boiler? it's doing the banging again + the Zumba lot were frozen last nite"
with turn_span("clear-out Tue 31/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert ENGINEER in before, before
    with fault():
        notes.delete(where={"kind": "invoices"})

with turn_span("question Mon 13/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 13 November 2050. You are talking to Margaret, bookings secretary of Luddenden Foot "
               "Village Hall."] + hits
    assert ENGINEER not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("kev", "ks heating", "retired")), stored
    assert any("ring Gledhill Heating" in c for c in context), context
    reply = answer(question, context, mock="Gledhill Heating on 01422 883020 - they service the boiler. The bang "
                                           "is usually just the pump, but tell them it's cold too.")
finish(question, expected="Kev Sutcliffe at KS Heating (07700 900461) - Gledhill's has retired", actual=reply)
