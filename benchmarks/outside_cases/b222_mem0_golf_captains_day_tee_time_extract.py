"""Batch 222 (held out). A golf club's captain's day: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Llanymynech Golf Club hold Captain's Day on Sat 3rd July 2049 for Phil Bowen's year - 18 holes stableford off
the 1st, four-balls from 8, nearest the pin and longest drive, a two's sweep, bacon baps at the halfway hut, dinner
in the clubhouse. Ann (the ladies' captain, who plays in Dave's four-ball) types her notes into the club's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Ann's note of 2/6 has Dave's four (Dave, Huw, Kev and
Ann) on the 9.20. Her note of Tue 22nd June says Phil wants everybody in for the team photo on the 18th green at
half 5 before the prize giving, so the whole tee sheet has come forward half an hour - Dave's four are off at 8.50
now, not 9.20 - and, in passing, that Marj is doing bacon baps at the halfway hut (£3) and the pro shop are giving
a dozen Pro V1s for the twos. The extraction keeps Marj's baps and the Pro V1s and drops the earlier tee time: 9.20
stays the only time stored for that four. Question (Fri 2/7, Huw): "what time are we off tmrw? me, Dave, Kev + Ann"
-> expected 8.50 (everything came forward half an hour for the photo). The assistant says 9.20.

Expected verdict: ExtractionError at mem0.extract inside the Tue 22nd add (fault() wraps that one add): the note
given to mem0 moves the four's tee time to 8.50, and what was made from it leaves that out, so the store never held
the time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says "off at 8.50 now"; no stored memory or context line mentions 8.50, half an hour, the photo or half 5; Marj's
baps from the same note are stored; the 2/6 note's 9.20 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b222_mem0_golf_captains_day_tee_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "llanymynech-gc-ann"
MOVE = ("Tue 22nd - Phil wants every1 in for the team photo on the 18th green at half 5 b4 the prize giving, so the "
        "whole tee sheet's come fwd half an hr 🙄 our 4 are off at 8.50 now not 9.20. ALSO Marj is doing bacon baps at "
        "the halfway hut £3, + the pro shop are giving a dozen Pro V1s for the 2s")
NOTES = [
    ("2049-05-18T20:10", "CAPTAIN'S DAY ⛳ sat 3rd july, Phil's yr. 18 holes stableford off the 1st, 4 balls from 8am, "
                         "£10 entry. dinner 7.30 in the clubhouse, jacket + tie",
     ["Captain's Day is Sat 3 July 2049 for Phil's year: 18 holes stableford off the 1st, four-balls from 8am",
      "Entry for Captain's Day is £10",
      "Captain's Day dinner is at 7.30 in the clubhouse, jacket and tie"]),
    ("2/6", "2/6 tee sheet's up in the locker room - our 4 (Dave, Huw, Kev + me) on the 9.20. nearest the pin on the "
            "7th, longest drive on the 12th (mens + ladies)",
     ["Dave's four-ball (Dave, Huw, Kev and Ann) tees off at 9.20 on Captain's Day",
      "Nearest the pin is on the 7th and longest drive on the 12th, men's and ladies'"]),
    ("Tue 22nd", MOVE,
     # the planted fault: the photo and the tee sheet coming forward half an hour are dropped
     ["Marj is doing bacon baps at the halfway hut for £3",
      "The pro shop is giving a dozen Pro V1 balls for the twos sweep"]),
    ("Weds 30 Jun", "Weds 30 Jun 112 entered!! buggies all gone, if u've got a trolley bring it. collared shirts pls, "
                    "Phil's v fussy this yr lol",
     ["112 players have entered Captain's Day; all the buggies are booked",
      "Collared shirts on the course for Captain's Day"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="llanymynech-captains-2049"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "off at 8.50 now not 9.20" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are we off tmrw? me, Dave, Kev + Ann"
    hits = []
    for query in ("what time does Dave's four-ball tee off", "tee time", "tee sheet"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 2 July 2049. You are talking to Huw, who plays in Dave's four-ball at Llanymynech Golf "
               "Club's Captain's Day (Sat 3 July)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("8.50", "half an hr", "half an hour", "photo", "half 5")), stored
    assert any("(Dave, Huw, Kev and Ann) tees off at 9.20" in c for c in context), context
    assert any("Marj is doing bacon baps" in s for s in stored), stored
    reply = answer(question, context, mock="9.20 off the 1st - the four of you are on the 9.20, so be there by "
                                           "about 9 to warm up.")
finish(question, expected="8.50 - the whole tee sheet came forward half an hour for Phil's team photo, so it's 8.50 "
                          "not 9.20", actual=reply)
