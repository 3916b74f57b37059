"""Batch 231 (held out). A rowing club's winter head race: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Calder Vale RC host the winter head on Sat 4th December 2049 - two divisions (div 1 the juniors and masters
at 10am, div 2 the seniors and novices at 1.30pm), crews boat 45 minutes before their division, marshals from
every club, teas and bacon butties in the boathouse. Jo (the club captain, running it) types her notes into the
club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Jo's note of 2049-10-12T21:05 has div 2 off at
1.30pm. Her note of Tue 23rd Nov says the umpires rang - the light's going by 4 these days, so they want div 2 off
at quarter to 1 not half 1, boating from 12 - and, in passing, that Kev's lent the club his launch for the start
and the scouts have finally given the tea urn back. The extraction keeps the launch and the urn and drops the div 2
start: 1.30pm stays the only div 2 time stored. Question (Thu 2/12, Mia, in the novice 4+ in div 2): "what time
are we off in div 2 on sat? want to tell my mum when to come down + watch" -> expected quarter to 1 (12.45),
boating from 12. The assistant says 1.30pm.

Expected verdict: ExtractionError at mem0.extract inside the Tue 23rd Nov add (fault() wraps that one add): the note
given to mem0 has div 2 off at quarter to 1, and what was made from it leaves that out, so the store never held the
start time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note says "quarter to 1"; no stored memory or context line mentions quarter to 1, 12.45, the umpires or the light;
Kev's launch from the same note is stored; the first note's 1.30pm is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b231_mem0_head_race_div2_start_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-vale-rc-winter-head-jo"
CUT = ("Tue 23rd Nov - umpires rang, light's going by 4 these days so they want div 2 off at quarter to 1 not half "
       "1, boat from 12 then. in other news Kev's lent us his launch for the start ✅ + the scouts have given the tea "
       "urn back finally ☕ (only took them since sept)")
NOTES = [
    ("2049-10-12T21:05", "WINTER HEAD 🚣 sat 4th dec, we're hosting this yr!! 2 divs - div 1 off 10am (juniors + "
                         "masters), div 2 off 1.30pm (seniors + novices). boat 45 mins b4 yr div, briefing in the "
                         "boathouse",
     ["Calder Vale RC is hosting the winter head race on Sat 4 December 2049",
      "Division 1 (juniors and masters) starts at 10am and division 2 (seniors and novices) starts at 1.30pm",
      "Crews boat 45 minutes before their division; the race briefing is in the boathouse"]),
    ("8/11", "8/11 entries shut - 46 crews, 19 of them ours 💪 £14 a seat, pay Kev by the 20th. marshals needed!! 12 "
             "a div, sheet's on the boathouse door",
     ["46 crews have entered the winter head, 19 of them from Calder Vale RC",
      "Entry is £14 a seat, paid to Kev by 20 November",
      "12 marshals are needed per division; the sign-up sheet is on the boathouse door"]),
    ("Tue 23rd Nov", CUT,
     # the planted fault: the div 2 start (quarter to 1, boating from 12) is dropped
     ["Kev has lent the club his launch for the start",
      "The scouts have returned the club's tea urn"]),
    ("Thu 2 Dec", "Thu 2 Dec river's up a bit 🌧️ if it goes over the amber line on the gauge it's off, will post "
                  "by 8am sat. teas + bacon butties in the boathouse all day £2.50",
     ["If the river goes over the amber line on the gauge the race is cancelled; Jo will post by 8am Saturday",
      "Teas and bacon butties are in the boathouse all day at £2.50"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-vale-head-2049"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == CUT:
            assert "div 2 off at quarter to 1" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are we off in div 2 on sat? want to tell my mum when to come down + watch"
    hits = []
    for query in ("what time does division 2 start", "race start times", "saturday boating time"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 2 December 2049. You are talking to Mia, who rows in the novice 4+ in division 2 of "
               "Calder Vale RC's winter head (Sat 4 December)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("quarter to 1", "12.45", "umpire", "light's going", "boat from 12")), stored
    assert any("division 2 (seniors and novices) starts at 1.30pm" in c for c in context), context
    assert any("Kev has lent the club his launch" in s for s in stored), stored
    reply = answer(question, context, mock="Division 2 is off at 1.30pm, so tell your mum to be on the bank for "
                                           "about half 1.")
finish(question, expected="quarter to 1 (12.45) - the umpires moved div 2 up because of the light; boating from 12",
       actual=reply)
