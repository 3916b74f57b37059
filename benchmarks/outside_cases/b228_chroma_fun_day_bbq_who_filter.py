"""Batch 228 (held out). A cricket club's family fun day: chromadb collection of notes, one root span per note and
one for the question; the helper scopes its query to the notes of the question's kind, and the note that says who's
on the barbecue now was filed as a rota note.

App: Sowerby Bridge CC hold a family fun day on Sun 20th June 2049, 12-5 at the club - the bouncy castle on the
outfield, kids' games (sack race, egg and spoon, beat the bowler), a barbecue off the pavilion veranda, a 20-over
parents v juniors game. Mel (the club's social secretary) files notes into one chroma collection with metadata
``kind`` (bbq, games, castle, money, rota). For a question about the barbecue the helper asks only the bbq notes
(``where={"kind": "bbq"}``).

Planted fault (RetrievalError, filtered out by the scope): Mel's note of 2049-04-02T18:40 has Steve on the grill as
ever. Her rota note of Tue 8th Jun says Steve's working that weekend (double shift at the depot), so Ian - the 2nd
XI skipper - is doing the barbecue, with Steve lending his gas bottles; it was filed with kind "rota". Question
(Thu 17/6, Jo, the club treasurer): "who's in charge of the bbq sunday? need to give them the float" -> expected
Ian, the 2nd XI captain. The bbq-scoped query returns Steve's note and the food order; the assistant says Steve.

Expected verdict: RetrievalError at chroma's query (the bbq-scoped query, wrapped in fault()): the rota note is in
the collection and in the question's 4 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the rota note is in the unfiltered 4 nearest and not in the filtered result; no context line
has Ian, the depot or the 2nd XI skipper; the first note's "Steve's on the grill" is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b228_chroma_fun_day_bbq_who_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ROTA = ("Tue 8th Jun rota - Steve's working that wknd (double shift at the depot 🙄) so Ian's doing the bbq, 2nd XI "
        "skipper, he's done the club one b4. Steve's lending him the gas bottles. gate 12-2 Pam, 2-5 Rich. setting "
        "up 8.30-11 if any1's free")
NOTES = [
    ("bbq", "2049-04-02T18:40 FUN DAY 🏏 sun 20th june 12-5. bbq off the veranda, Steve's on the grill as ever, "
            "burgers £3.50 hot dogs £3"),
    ("games", "kids' games - sack race, egg + spoon, welly wanging, beat the bowler £1 a go (Tommo bowling, "
              "gently!!)"),
    ("castle", "22.4. bouncy castle off Bounce Bros £120, on the outfield by the nets, NOT on the square"),
    ("bbq", "bbq order - 200 burgers + 150 hot dogs off Hallidays, veggie ones from Aldi, rolls from the Co-op "
            "on the morning"),
    ("money", "floats - £50 for the gate, £100 for the bbq, £30 games. Jo's sorting the change from the bank"),
    ("rota", ROTA),
    ("games", "parents v juniors 20 overs at 2.30, juniors bat first, parents bowl underarm 😂"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-bridge-cc-fun-day-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Mel"}])

question = "who's in charge of the bbq sunday? need to give them the float"
with turn_span("question Thu 17/6"):
    wider = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert ROTA in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=2, where={"kind": "bbq"})
    hits = found["documents"][0]
    context = ["Today is Thu 17 June 2049. You are talking to Jo, the treasurer of Sowerby Bridge CC, about the "
               "club's family fun day (Sun 20 June)."] + hits
    assert ROTA not in context and not any(w in c.lower() for c in context
                                           for w in ("ian", "depot", "2nd xi", "skipper")), context
    assert any("Steve's on the grill as ever" in c for c in context), context
    reply = answer(question, context, mock="Steve - he's on the grill as ever, so give the bbq float to him.")
finish(question, expected="Ian, the 2nd XI captain (Steve's working that weekend)", actual=reply)
