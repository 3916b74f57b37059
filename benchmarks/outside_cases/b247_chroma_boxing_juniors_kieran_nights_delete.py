"""Batch 247 (held out). A boxing club's junior squad: chromadb collection of the coaches' notes, two writers in threads
(the head coach and the club secretary each file their own), then the new-term clear-out and the question.

App: Brighouse Amateur Boxing Club's junior squad - the 10-13s on Mondays and Wednesdays 5.30-6.30, the 14-16s on
Tuesdays and Thursdays 6.30-7.30, £25 a month, skills bouts and club shows through the season. Tony (the head coach)
and Shaz (the club secretary) file notes into one chroma collection with metadata ``term`` ("autumn", "spring");
at the start of each term Shaz clears out the last term's notes (``delete(where={"term": "autumn"})``) so the
helper isn't answering parents from old fees and old show dates. The helper answers from the 4 nearest notes.

Planted fault (DeletionError): Tony's autumn note of Tue 9th Dec says the Christmas sparring night went well, the
autumn fees are all in bar the Doyles, and - in the middle - that Kieran Walsh is moving up to the 14-16s on Tues +
Thurs from January (he's too big and too good for the Weds lot now, he's 13 in Feb but Tony's cleared it with the
ABAE rep and told his mum). Shaz's spring note (2051-01-04) has the spring timetable: 10-13s Mon + Weds 5.30, 14-16s
Tue + Thu 6.30, same as before. Shaz's clear-out on Mon 5/1 deletes the autumn notes, that one with them. Question
(Sun 11/1, Kieran's mum): "which nights is Kieran on now? he's only 12 so still mon + weds I'm guessing, just doing
the calendar" -> expected Tuesdays and Thursdays 6.30-7.30 (moved up to the 14-16s). The assistant says Mondays and
Wednesdays 5.30.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Tony's Tue 9th Dec note was
in the collection and among the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Kieran moving up); the spring timetable's 10-13s Mon + Weds is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b247_chroma_boxing_juniors_kieran_nights_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVE = ("Tue 9th Dec - xmas sparring nite went well 🥊 all the parents stayed for the mince pies. autumn fees all in "
        "bar the Doyles (chased). Kieran Walsh moving up to the 14-16s on tues + thurs from Jan, he's too big + too "
        "good for the weds lot now - he's only 13 in feb but I've cleared it w/ the ABAE rep + told his mum")
NOTES = {
    "tony": [
        ("autumn", "2050-09-08 juniors back tonight, 22 on the register. 10-13s mon + weds 5.30-6.30, 14-16s tues + "
                   "thurs 6.30-7.30. gumshields compulsory, no gumshield no sparring"),
        ("autumn", MOVE),
        ("spring", "2051-01-06 spring skills bouts - Rochdale ABC show sat 21st feb, Bury in march, names to me"),
    ],
    "shaz": [
        ("autumn", "Sept - fees £25 a month by standing order, kit: club hoodie £22, shorts + vest £18, Shaz has the "
                   "sizes"),
        ("spring", "2051-01-04 SPRING TERM starts mon 5th Jan. 10-13s mon + weds 5.30-6.30, 14-16s tue + thu "
                   "6.30-7.30 same as before. £25 a month, new forms for anyone whose details have changed"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brighouse-abc-juniors", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (term, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"term": term, "by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == 5

question = "which nights is Kieran on now? he's only 12 so still mon + weds I'm guessing, just doing the calendar"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert MOVE in before, before
with fault():
    notes.delete(where={"term": "autumn"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 11 January 2051. You are talking to the mum of Kieran Walsh, in Brighouse ABC's junior "
           "squad."] + hits
assert MOVE not in stored and not any("kieran" in c.lower() for c in stored + context[1:]), stored
assert any("10-13s mon + weds 5.30-6.30" in c for c in context), context
reply = answer(question, context, mock="Mondays and Wednesdays, 5.30 to 6.30 - that's the 10-13s.")
finish(question, expected="Tuesdays and Thursdays 6.30-7.30 - Tony's moved him up to the 14-16s from January",
       actual=reply)
