"""Batch 212 (held out). A brass band's contest trip: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Ditton Priors Silver Band play the area contest (4th section) on Sun 7th March 2049 at the Civic in
Wolverhampton - a Shaw's coach there and back, new maroon jackets, the draw on the morning. Alan (the band
secretary) types his notes into the band's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
players and parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Alan's first note (2049-01-19T20:15) has the coach
picking up from the band room at 7am sharp. His note of Weds 17 Feb says the council are digging up Mill St from
the 1st for a new water main, so Shaw's can't get a coach down to the band room and pick-up is from the rugby club
car park on the Ludlow road instead, same time - and, in passing, that the draw is at 9.30 on the day and nobody's
allowed in the warm-up room till 30 mins before the band's slot. The extraction keeps the roadworks, "same time",
the draw and the warm-up room, and drops where the coach now goes from: the first note's "picks up from the band
room" stays the only pick-up place stored. Question (Sat 6/3, Ellie, 15, on 2nd cornet): "where's the coach going
from tmrw? my dad's dropping me off" -> expected the rugby club car park on the Ludlow road (7am). The assistant
says the band room.

Expected verdict: ExtractionError at mem0.extract inside the Weds 17 Feb add (fault() wraps that one add): the note
given to mem0 moves the pick-up to the rugby club, and what was made from it leaves the new place out, so the store
never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note says "pick up's from the rugby club car park"; no stored memory or context line mentions the
rugby club or the Ludlow road; the first note's band-room pick-up line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b212_mem0_brass_coach_pickup_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ditton-priors-band-alan"
MOVE = ("Weds 17 Feb - council are digging up Mill St from the 1st for a new water main 🙄 so Shaw's can't get a "
        "coach down to the band room, pick up's from the rugby club car park on the Ludlow rd instead, same time. "
        "ALSO draw's at 9.30 on the day + we're not allowed in the warm up room till 30 mins before our slot")
NOTES = [
    ("2049-01-19T20:15", "AREA CONTEST 🎺 sun 7th march, the Civic, Wolverhampton, 4th section. coach (Shaw's, 53 "
                         "seater) picks up from the band room 7am sharp, back about 8ish. test piece is 'A "
                         "Saddleworth Festival Overture'. partners £12 a head on the coach",
     ["The band is playing the area contest (4th section) on Sun 7 March 2049 at the Civic, Wolverhampton",
      "The Shaw's coach (53 seater) picks up from the band room at 7am sharp",
      "The coach gets back at about 8pm",
      "The test piece is A Saddleworth Festival Overture",
      "Partners pay £12 a head on the coach"]),
    ("3/2", "3/2 uniforms - new jackets came!! maroon w/ gold braid, Pat's doing sizes at practice thurs. black "
            "trousers/skirt + black shoes, NO trainers Kev 👀",
     ["The band's new maroon jackets with gold braid have arrived",
      "Pat is doing jacket sizes at Thursday practice",
      "Players wear black trousers or skirt and black shoes, no trainers"]),
    ("Weds 17 Feb", MOVE,
     # the planted fault: where the coach now picks up ("the rugby club car park on the Ludlow rd") is dropped
     ["The council are digging up Mill Street from 1 March for a new water main",
      "The coach pick-up time stays the same",
      "The contest draw is at 9.30 on the day",
      "The band can only go into the warm-up room 30 minutes before its slot"]),
    ("Tue 23rd", "Tue 23rd - 41 on the coach inc. partners, Shaw's want paying by the 1st. we'll stop at the "
                 "services on the way back for chips, Gerald's buying if we get in the top 3 lol",
     ["41 people are going on the coach including partners",
      "Shaw's want paying by 1 March",
      "The coach stops at the services on the way back"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ditton-priors-band-2049"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "pick up's from the rugby club car park" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the coach going from tmrw? my dad's dropping me off"
    hits = []
    for query in ("where does the coach pick up from", "coach pick-up", "Mill St roadworks"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Sat 6 March 2049. You are talking to Ellie (15, 2nd cornet) from Ditton Priors Silver Band; "
               "the area contest is Sun 7 March."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:] for w in ("rugby", "ludlow")), stored
    assert any("picks up from the band room" in c for c in context), context
    assert any("Mill Street" in s for s in stored), stored
    reply = answer(question, context, mock="From the band room - the coach picks up there at 7am sharp.")
finish(question, expected="the rugby club car park on the Ludlow road, 7am (Mill St's dug up so the coach can't get to "
                          "the band room)", actual=reply)
