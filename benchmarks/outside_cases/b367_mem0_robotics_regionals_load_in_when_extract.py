"""Batch 367 (held out). A university robotics club's competition prep: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per Discord message and one
for the question.

App: the Westbrook University Robotics Club (VEX U team 7700) take their robot to the Midwest VEX U regional on
Sat 3/18/2051 at the Indianapolis convention center. Jordan (the captain) posts comp-prep updates in the club
Discord's #comp-prep channel and a bot copies each message into the club's helper with
``memory.add(messages, user_id=..., metadata={"posted": ...})``; members ask the helper things.

Planted fault (ExtractionError, a fact dropped at extraction): Jordan's message of 2051-02-27T21:14 has load-in on
Sat morning 7-8:30am, inspection from 8, quals from 9:30. His message of Thu 3/9 at 10:42pm says "update:" the venue
emailed - load-in got moved up to a week from tmrw, 6-9pm, because the morning slot is for the high-school teams -
and, in passing, asks for zip ties and the spare battery charger. A week from tomorrow, said on Thu 3/9, is Fri
3/17, the evening before the comp. The extraction keeps the zip ties and the charger and drops the load-in move, so
Sat 7-8:30am stays the only load-in stored. Question (Tue 3/14, Marcus, who drives the van): "when's load-in? need
to tell fleet services when i'm grabbing the van" -> expected Fri 3/17, 6-9pm (the night before). The assistant
says Sat 3/18, 7-8:30am.

Expected verdict: ExtractionError at mem0.extract inside the Thu 3/9 add (fault() wraps that one add): the message
given to mem0 moves load-in to a week from tomorrow, and what was made from it leaves that out, so the store never
held the load-in time the answer needs; the search and the answer then worked faithfully on what was stored. This
is also a when-was-it-said question: the new day is only known by counting a week from the day after the message
was posted. Asserted: the message has the move; no stored memory or context line mentions a week from tmrw, 6-9pm,
Friday, 3/17, the HS teams or a move; the zip ties from the same message are stored; the first message's Sat
7-8:30am load-in is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b367_mem0_robotics_regionals_load_in_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wurc-7700-comp-prep"
CUT = ("update: venue emailed 😤 load-in got moved up to a week from tmrw, 6-9pm, bc the sat morning slot is for the "
       "HS teams now. so the bot has to be DONE by then, no 'we'll fix it in the pit' this time. also can someone "
       "bring zip ties + the spare battery charger, ours is cooked")
NOTES = [
    ("2051-02-27T21:14", "ok comp prep thread 🤖 regionals are sat 3/18 at the indy convention ctr!! load-in sat "
                         "7-8:30am, inspection opens at 8, quals start 9:30. van's reserved thru fleet services, "
                         "@marcus is driving, leaving campus 5:15am",
     ["Regionals are Sat 3/18 at the Indy convention center",
      "Load-in for regionals is Sat 7-8:30am, inspection opens at 8 and quals start at 9:30",
      "The van is reserved through fleet services; Marcus is driving, leaving campus at 5:15am"]),
    ("2051-03-03T16:02", "parts order came in!! 4 new motors + the 12T sprockets 🎉 @priya pls update the BOM sheet, "
                         "we're at $612 of the $800 budget rn",
     ["The parts order (4 new motors and 12T sprockets) has arrived",
      "Priya is updating the BOM sheet",
      "The club has spent $612 of its $800 budget"]),
    ("2051-03-09T22:42", CUT,
     # the planted fault: the load-in move to a week from tmrw, 6-9pm, is dropped
     ["Someone needs to bring zip ties to regionals",
      "The team needs to bring the spare battery charger because theirs is broken"]),
    ("2051-03-12T19:30", "scrimmage w/ the purdue kids today went fine ngl, auton scored 14 pts 💪 arm still jams "
                         "sometimes on the 2nd lift, @leo's on it. practice mon/weds/thurs 6-10 this wk",
     ["At the scrimmage with Purdue the autonomous routine scored 14 points",
      "The arm still jams sometimes on the second lift; Leo is fixing it",
      "Practice is Mon, Weds and Thurs 6-10pm this week"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wurc-7700-regionals"))
    for i, (posted, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": f"[{posted}] @jordan: {note}"}]
        with turn_span(f"msg-{i} {posted}"):
            if note == CUT:
                assert "load-in got moved up to a week from tmrw, 6-9pm" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"posted": posted})
            else:
                memory.add(msgs, user_id=USER, metadata={"posted": posted})
    question = "when's load-in? need to tell fleet services when i'm grabbing the van"
    with turn_span("question Tue 3/14"):
        hits = []
        for query in ("load-in time regionals", "when is load-in", "van pickup for the competition"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 14 March 2051. You are talking to Marcus, who drives the van for the Westbrook "
                   "University Robotics Club (VEX U regional Sat 3/18)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("week from", "6-9", "friday", "fri ", "3/17", "hs teams", "moved")), stored
        assert any("Load-in for regionals is Sat 7-8:30am" in c for c in context), context
        assert any("zip ties" in s for s in stored), stored
        reply = answer(question, context, mock="Load-in's Sat 3/18, 7-8:30am - inspection opens at 8, so grab the "
                                               "van early (you're leaving campus at 5:15).")
finish(question, expected="Fri 3/17, 6-9pm - the night before; the venue moved it up a week from the day after "
                          "Jordan's Thu 3/9 message", actual=reply)
