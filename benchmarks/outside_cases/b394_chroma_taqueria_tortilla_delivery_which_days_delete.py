"""Batch 394 (held out). A family taquería's staff notes: chromadb collection of the staff's notes, one root span
per note, one for Rudy's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
week's "86" notes (what ran out), and one of them also carried the tortillería's new delivery days.

App: Taquería Doña Chela on the west side of San Antonio - Doña Chela, her son Rudy (the manager), Memo on the
grill, Yesenia on the register, Lalo on prep. The staff file notes into one chroma collection with metadata
``kind`` (supplier, prices, schedule, 86); on Saturdays Rudy clears out the week's 86 notes with
``delete(where={"kind": "86"})`` once he has put them on the order sheet; the helper answers from the 4 nearest.

Planted fault (DeletionError): Rudy's supplier note of 2/21/50 has the tortillas from Tortillería El Sol coming Tues
+ Fri at 6am. Yesenia's 86 note of Thu 3/10 starts with what ran out (the champurrado, the barbacoa after 12) and
says that Don Pancho from the tortillería stopped by - starting la próxima semana they deliver Mon + Thurs, not
Tues + Fri, his driver quit - so the order goes in Sunday night and Wednesday night. Rudy's clear-out (Sat 3/12)
deletes the 86 notes, that one with them. Question (Sun 3/13, Memo): "what days does the tortillería deliver this
week? I'm opening all week + gotta be here to sign for the tortillas" -> expected Monday and Thursday (3/14 and
3/17). The assistant says Tuesday and Friday.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Yesenia's Thu 3/10 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Don Pancho, Mon + Thurs or the driver); the supplier note's "Tues + Fri 6am" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b394_chroma_taqueria_tortilla_delivery_which_days_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAYS = ("Thu 3/10 86 the champurrado + 86 barbacoa after 12 (church lunch crowd 🙌). ALSO Don Pancho from the "
        "tortillería stopped by, starting la próxima semana they deliver Mon + Thurs, not Tues + Fri no more, his "
        "driver quit 🤷‍♀️ so the tortilla order goes in sunday night + weds night - Yesenia")
NOTES = [
    ("note-1", "supplier", "2/21/50 tortillas from Tortillería El Sol come Tues + Fri 6am, 40 doz corn + 15 doz "
                           "flour. whoever opens signs for them, pay cash, receipt in the blue folder - Rudy"),
    ("note-2", "prices", "2/28/50 street tacos $2.25, barbacoa + lengua $3.50, platos $11.99, aguas $2.75 / $3.50 - "
                         "Rudy"),
    ("note-3", "86", "3/8 86 lengua by 1pm, 86 jamaica. need more cebolla + cilantro mañana - Memo"),
    ("note-4", "86", DAYS),
    ("note-5", "schedule", "3/11 Memo opens all next wk 5:30am, Lalo off Tues for his kid's school thing, Yesenia "
                           "covers prep - Rudy"),
    ("note-6", "86", "3/11 86 pastor by 2, the trompo broke again 😩 guy's coming sat - Memo"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("taqueria-dona-chela-staff",
                                        embedding_function=offline.chroma_embedding_function())
for nid, kind, text in NOTES:
    with turn_span(f"{nid} {kind}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind}])
assert notes.count() == len(NOTES)

question = ("what days does the tortillería deliver this week? I'm opening all week + gotta be here to sign for the "
            "tortillas")
with turn_span("clear-out Sat 3/12"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert DAYS in before, before
    with fault():
        notes.delete(where={"kind": "86"})

with turn_span("question Sun 3/13"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sun 3/13/2050. You are talking to Memo, the cook at Taquería Doña Chela, who's opening "
               "all week."] + hits
    assert DAYS not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("pancho", "mon + thurs", "driver")), stored
    assert any("come Tues + Fri 6am" in c for c in context), context
    reply = answer(question, context, mock="Tuesday and Friday, 6am from Tortillería El Sol - sign for them and "
                                           "pay cash, the receipt goes in the blue folder.")
finish(question, expected="Monday and Thursday (3/14 and 3/17) - the tortillería switched from Tues + Fri",
       actual=reply)
