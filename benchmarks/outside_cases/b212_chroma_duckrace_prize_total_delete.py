"""Batch 212 (held out). A village duck race: chromadb collection of notes, two committee members filing notes from
their own threads; then the clear-out of the duck-sales notes deletes the one that says 1st prize went up.

App: Aston Munslow holds its duck race on the bank holiday, Mon 31st May 2049 - 500 numbered plastic ducks off the
mill bridge, nets across at the ford, cash prizes for the first three, teas and a BBQ on the green. Jan and Rob (the
duck race committee) each file notes into one chroma collection (metadata ``topic``: prizes, ducks, day) from their
own phones - here two threads; once every duck is sold Rob clears out the sales notes
(``collection.delete(where={"topic": "ducks"})``); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Jan's first note (2049-04-12T19:30) has the prizes - 1st £50 (from the Plough), 2nd
£25 (from the shop), 3rd £10 and a hamper. Her sales note of 18/5 says 412 ducks are sold, 88 left - and, in passing,
that Pete from the Plough rang and they're doing 1st prize as £100 this year, not £50, as a thank-you for the Jubilee
do. Rob's clear-out (Mon 24/5, all ducks sold) deletes every sales note, that one with them. Question (Sat 29/5, Pam,
the treasurer, filling the prize envelopes): "how much cash do I need for the prize envelopes, 1st 2nd + 3rd?" ->
expected £135 (£100 + £25 + £10). The assistant says £85 (£50 + £25 + £10).

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the sales note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
total. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on £100 or the Jubilee do); the first note's 1st £50 / 2nd £25 / 3rd £10 line is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b212_chroma_duckrace_prize_total_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SALES = ("18/5 ducks - 412 sold 🎉 only 88 left, the shop's had 60 of them. oh + Pete from the Plough rang, they're "
         "doing 1st prize as £100 this yr not £50, a thank u for the Jubilee do 🍻 floats back to Rob pls")
NOTES = {
    "jan": [
        ("prizes", "2049-04-12T19:30 DUCK RACE 🦆 bank hol mon 31st may, ducks off the mill bridge 2pm, finish at the "
                   "ford. PRIZES 1st £50 (the Plough), 2nd £25 (the shop), 3rd £10 + a hamper from the farm shop. "
                   "wooden spoon for the last duck lol"),
        ("ducks", "22.4. ducks - 500 numbered ones from the hire place, £2 a duck or 3 for £5, me + Rob selling "
                  "outside the shop sats 10-12"),
        ("ducks", SALES),
    ],
    "rob": [
        ("day", "bridge + ford - nets across at the ford, 2 marshals on the bank, life ring from the fire station, "
                "kids behind the rope on the bridge pls"),
        ("day", "teas + BBQ on the green 12-4, Sue's doing cakes, PA from the school, Jim's commentating again 🙈"),
        ("ducks", "Rob 20/5 - duck money's in the tin in my kitchen, £826 so far, I'll bank it tues. prize "
                  "envelopes are Pam's job"),
    ],
}
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("aston-munslow-duck-race-2049",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (topic, text) in enumerate(NOTES[who], 1):
        with turn_span(f"{who}-note-{i}"):
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"topic": topic, "by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much cash do I need for the prize envelopes, 1st 2nd + 3rd?"
with turn_span("clear-out Mon 24/5"):
    before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert SALES in before, before
    with fault():
        notes.delete(where={"topic": "ducks"})

with turn_span("question Sat 29/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Sat 29 May 2049. You are talking to Pam, treasurer of the Aston Munslow duck race (Mon 31 "
               "May)."] + hits
    assert SALES not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("£100", "jubilee")), stored
    assert any("1st £50 (the Plough), 2nd £25 (the shop), 3rd £10" in c for c in context), context
    reply = answer(question, context, mock="£85 - £50 for 1st, £25 for 2nd and £10 for 3rd (plus the hamper).")
finish(question, expected="£135 - £100 for 1st (the Plough put it up as a thank-you for the Jubilee do), £25 for 2nd, "
                          "£10 for 3rd", actual=reply)
