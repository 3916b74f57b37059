"""Batch 255 (held out). A sailing club's frostbite series: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Scammonden Water Sailing Club race their frostbite series on Sunday mornings through the autumn of 2051 -
three short races back to back, Portsmouth Yardstick handicap, a rib and a safety boat out, tea and bacon butties
in the clubhouse. Gill (the race officer for the series) types her race-officer notes into the club's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; sailors ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Gill's note of 2051-09-28T18:10 has the first race
on Sun 5th Oct, first gun 1030, three back to back. Her note of Fri 3 Oct starts with the water company drawing the
reservoir down for the dam inspection (launch off the slipway only, the pontoon will be grounded), says in the
middle that first gun's moving to 1115 so the juniors' Sunday training can finish first - Sue asked, and it's only
fair - rest as per the SIs, and ends with whoever took the committee boat's air horn putting it back. The
extraction keeps the slipway and the air horn and drops the new start: 1030 stays the only first-gun time stored.
Question (Sun 5/10, 7.40am, Priya): "what time's 1st gun today? trying to work out when to rig + get changed" ->
expected 11.15 (moved back for the juniors' training). The assistant says 10.30.

Expected verdict: ExtractionError at mem0.extract inside the Fri 3 Oct add (fault() wraps that one add): the note
given to mem0 moves first gun to 1115, and what was made from it leaves that out, so the store never held the time
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the
1115; no stored memory or context line mentions 1115, 11.15 or the juniors' training; the slipway from the same note
is stored; the first note's 1030 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b255_mem0_sailing_first_gun_what_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "scammonden-wsc-ro-gill"
CUT = ("Fri 3 Oct - Yorkshire Water rang, they're drawing the res down from sat for the dam inspection so the "
       "pontoon'll be sat on the mud, launching off the slipway ONLY, mind the rocks at the bottom. also moving 1st "
       "gun to 1115 so the juniors sunday training can finish first (Sue asked + its only fair), rest as per the SIs. "
       "and whoever's borrowed the committee boat air horn pls put it back!!")
NOTES = [
    ("2051-09-28T18:10", "2051-09-28T18:10 FROSTBITES start sun 5th oct ⛵ 1st gun 1030, 3 races back to back, "
                         "PY handicap, 5 min sequence. OOD rota's on the board by the changing rooms",
     ["The frostbite series starts Sun 5th Oct with first gun at 1030",
      "Frostbites are 3 races back to back on PY handicap with a 5 minute start sequence",
      "The OOD rota is on the board by the changing rooms"]),
    ("1/10", "1/10 safety cover sorted - Dave + Kirsty on the rib, fuel it thurs pls. new start line transit is the "
             "big oak on the far bank + the clubhouse flagpole",
     ["Dave and Kirsty are on the rib for safety cover",
      "The rib needs fuelling on Thursday",
      "The start line transit is the big oak on the far bank and the clubhouse flagpole"]),
    ("Fri 3 Oct", CUT,
     # the planted fault: the move of first gun to 1115 is dropped
     ["The reservoir is being drawn down from Saturday for the dam inspection",
      "Boats launch off the slipway only while the pontoon is grounded; mind the rocks at the bottom",
      "The committee boat air horn is missing and needs putting back"]),
    ("sat 4th", "sat 4th - course cards laminated (A, B + C), board on the committee boat shows which. tea + "
                "bacon butties from half 9, Maureen's doing them",
     ["Course cards A, B and C are laminated; the board on the committee boat shows which course",
      "Tea and bacon butties are on from half 9, Maureen is doing them"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="scammonden-frostbites-51"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moving 1st gun to 1115" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's 1st gun today? trying to work out when to rig + get changed"
    with turn_span("question Sun 5/10 0740"):
        hits = []
        for query in ("first gun time", "when does the first race start", "frostbite start time sunday"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 5 October 2051, 7.40am. You are talking to Priya, who sails a Laser at Scammonden "
                   "Water Sailing Club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("1115", "11.15", "junior", "training")), stored
        assert any("first gun at 1030" in c for c in context), context
        assert any("slipway" in s for s in stored), stored
        reply = answer(question, context, mock="First gun's at 10.30 - so aim to be rigged and changed by about 10.")
finish(question, expected="11.15 - it's been put back so the juniors' training can finish first", actual=reply)
