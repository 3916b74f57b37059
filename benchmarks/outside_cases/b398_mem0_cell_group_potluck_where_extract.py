"""Batch 398 (held out). A Korean-American church's cell group (mokjang) in LA: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: the Bethel mokjang of Good Harvest Korean Church in Koreatown have their Thanksgiving potluck on Fri 11/18/2050
- moksanim and samonim come to pray for the new families, everybody brings a dish, the kids watch a movie. Esther
Shin (the mokjang's leader, Daniel Shin jipsanim's wife) types her notes into the group's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Esther's note of 2050-10-23T21:10 has the potluck on
Fri 11/18, 7pm, at Choi jipsanim's house in Fullerton (1432 Rosecrest Dr). Her note of Sun 11/6 says scrub
Fullerton - Choi jipsanim's mother-in-law is flying in from Seoul that week and they're redoing the floors - so it's
at Han gwonsanim's in La Crescenta, same Fri 11/18 7pm, she has a big driveway; and, in passing, Mina-ssi is doing
the dessert (yakgwa + pumpkin pie) and everyone brings their own tupperware. The extraction keeps the dessert and the
tupperware and drops the new house: Fullerton stays the only place stored. Question (Thu 11/17, Peter Yoo): "where's
the potluck tmrw? putting it in my GPS now so I don't forget" -> expected Han gwonsanim's house in La Crescenta. The
assistant says Choi jipsanim's house in Fullerton.

Expected verdict: ExtractionError at mem0.extract inside the Sun 11/6 add (fault() wraps that one add): the note
given to mem0 moves the potluck to Han gwonsanim's in La Crescenta, and what was made from it leaves that out, so
the store never held the place the answer needs; the search and the answer then worked faithfully on what was
stored. Asserted: the note names La Crescenta; no stored memory or context line mentions La Crescenta, the
mother-in-law, the floors or the driveway; the dessert from the same note is stored; the first note's Fullerton
address is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b398_mem0_cell_group_potluck_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bethel-mokjang-esther"
CUT = ("Sun 11/6 - scrub Fullerton!! Choi jipsanim's mother-in-law is flying in from Seoul that wk + they're redoing "
       "the floors 😅 so we're at Han gwonsanim's in La Crescenta instead, same Fri 11/18 7pm, she has a big "
       "driveway. ALSO Mina-ssi is doing dessert (yakgwa + pumpkin pie ㅋㅋ) and pls bring ur own tupperware for "
       "leftovers")
NOTES = [
    ("2050-10-23T21:10", "THANKSGIVING POTLUCK 🦃 Fri 11/18 7pm at Choi jipsanim's house in Fullerton (1432 Rosecrest "
                         "Dr, street parking only). moksanim + samonim coming to pray for the new families. food "
                         "sign up sheet going around after service",
     ["The mokjang Thanksgiving potluck is Fri 11/18 at 7pm at Choi jipsanim's house in Fullerton, 1432 Rosecrest Dr",
      "Parking at the potluck house is street parking only",
      "Moksanim and samonim are coming to the potluck to pray for the new families"]),
    ("10/30", "10/30 food so far - Grace-ssi japchae, Han gwonsanim galbi (of course ㅋㅋ), Peter + Sarah unnie turkey "
              "from Costco, Joseph-ssi drinks. still need rice + kimchi + dessert!! pls sign up",
     ["Potluck food so far: Grace-ssi japchae, Han gwonsanim galbi, Peter and Sarah a Costco turkey, Joseph-ssi drinks",
      "The potluck still needs rice, kimchi and dessert"]),
    ("Sun 11/6", CUT,
     # the planted fault: the move to Han gwonsanim's in La Crescenta is dropped
     ["Mina-ssi is doing dessert for the potluck: yakgwa and pumpkin pie",
      "Bring your own tupperware for potluck leftovers"]),
    ("Tues 11/15", "Tues 11/15 carpool from the church lot 6:15pm for anyone who needs a ride, Joseph-ssi driving "
                   "the church van. kids will watch a movie after dinner, Hannah-ssi watching them",
     ["Carpool to the potluck leaves the church lot at 6:15pm; Joseph-ssi is driving the church van",
      "Kids will watch a movie after dinner at the potluck; Hannah-ssi is watching them"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bethel-mokjang-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "we're at Han gwonsanim's in La Crescenta instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the potluck tmrw? putting it in my GPS now so I don't forget"
    with turn_span("question Thu 11/17"):
        hits = []
        for query in ("thanksgiving potluck house address", "where is the potluck", "potluck friday 11/18"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 11/17/2050. You are talking to Peter Yoo, a member of the Bethel mokjang at Good "
                   "Harvest Korean Church."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("la crescenta", "mother-in-law", "floors", "driveway", "scrub")), stored
        assert any("Choi jipsanim's house in Fullerton, 1432 Rosecrest Dr" in c for c in context), context
        assert any("yakgwa" in s for s in stored), stored
        reply = answer(question, context, mock="Choi jipsanim's house in Fullerton - 1432 Rosecrest Dr, 7pm. Street "
                                               "parking only.")
finish(question, expected="Han gwonsanim's house in La Crescenta - Choi jipsanim's mother-in-law is visiting",
       actual=reply)
