"""Batch 261 (held out). A village cricket club's teas rota: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Midgley Cricket Club's 1st XI play at home every other Saturday in the 2051 season, and the teas between
innings are done by a rota of two. Gill (the teas secretary) types her notes into the club's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the ladies on the rota ask it when they're on.

Planted fault (ExtractionError, a fact dropped at extraction): Gill's rota note of 2051-04-12T18:00 has Linda and
Margaret on Sat 3rd June and Gill and Pam on Sat 17th June. Her note of Sat 27/5 says Linda has swapped with her -
Linda's niece's wedding is on the 3rd, so Linda is doing the 17th with Pam and Gill the 3rd with Margaret - and, in
passing, new tea towels in the pavilion drawer (not to be taken home to wash) and that they're out of squash. The
extraction keeps the tea towels and the squash and drops the swap: the rota's 3rd June stays the only Saturday
stored for Linda. Question (Weds 31/5, Linda): "which sat am I on teas? need to book it off at the shop" ->
expected Saturday 17th June, with Pam. The assistant says Saturday 3rd June, with Margaret.

Expected verdict: ExtractionError at mem0.extract inside the Sat 27/5 add (fault() wraps that one add): the note
given to mem0 moves Linda to the 17th, and what was made from it leaves the swap out, so the store never held the
day the answer needs; the search and the answer worked faithfully on what was stored. Asserted: the note has the
swap; no stored memory or context line mentions a swap, the niece or the wedding; the tea towels from the same note
are stored; the rota's "3rd June Linda + Margaret" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b261_mem0_cricket_teas_rota_which_saturday_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "midgley-cc-teas-gill"
CUT = ("Sat 27/5 - Linda's swapped w/ me, her niece's wedding's on the 3rd 💒 so she's doing the 17th w/ Pam + I'll "
       "do the 3rd w/ Margaret. ALSO new tea towels in the pavilion drawer, pls don't take them home to wash (Janet "
       "👀) and we're out of squash, can someone grab some from Asda")
NOTES = [
    ("2051-04-12T18:00", "2051-04-12T18:00 TEAS ROTA 2051 🏏☕ 1st XI home sats: 6th May Sue + Janet, 20th May Mrs "
                         "Patel + Carol, 3rd June Linda + Margaret, 17th June Gill + Pam, 1st July Sue + Janet again. "
                         "in by half 3, tea's 4.10ish between innings. £4 a head off the visitors, cash in the tin",
     ["Teas rota 2051, 1st XI home Saturdays: 6th May Sue + Janet, 20th May Mrs Patel + Carol, 3rd June Linda + "
      "Margaret, 17th June Gill + Pam, 1st July Sue + Janet",
      "Teas helpers need to be in by half 3; tea is about 4.10 between innings",
      "Visitors pay £4 a head for tea, cash goes in the tin"]),
    ("3.5.", "3.5. new urn's in!! 🙌 old one's going to the scouts. Mrs Patel says can we stop buying the cheap "
             "teabags, the lads have noticed 😂 Yorkshire from now on",
     ["A new urn is in the pavilion; the old one is going to the scouts",
      "Teas are to use Yorkshire teabags from now on, not the cheap ones"]),
    ("Mon 22nd May", "Mon 22nd May teas sat went down a storm, Carol's lemon drizzle sold out in 10 mins 🍋 3 of "
                     "the Sowerby lot owe for tea, it's in the book",
     ["Teas on Sat 20th May went well; Carol's lemon drizzle sold out",
      "Three of the Sowerby players owe for tea; it's noted in the book"]),
    ("Sat 27/5", CUT,
     # the planted fault: Linda's swap to the 17th is dropped
     ["There are new tea towels in the pavilion drawer; they're not to be taken home to wash",
      "The pavilion is out of squash; someone needs to buy some from Asda"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="midgley-cc-teas-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "so she's doing the 17th w/ Pam" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which sat am I on teas? need to book it off at the shop"
    with turn_span("question Weds 31/5"):
        hits = []
        for query in ("teas rota which saturday", "Linda on teas", "who's doing teas when"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 31 May 2051. You are talking to Linda, who's on the teas rota at Midgley Cricket "
                   "Club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("swap", "niece", "wedding")), stored
        assert any("3rd June Linda + Margaret" in c for c in context), context
        assert any("tea towels" in s for s in stored), stored
        reply = answer(f"(Linda) {question}", context,
                       mock="Saturday 3rd June, with Margaret - in by half 3, tea's about 4.10.")
finish(question, expected="Saturday 17th June, with Pam - she swapped with Gill because of her niece's wedding",
       actual=reply)
