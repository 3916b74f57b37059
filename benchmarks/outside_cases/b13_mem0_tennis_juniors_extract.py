"""Batch 13 (held out). Tennis club members' assistant: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: the club secretary's notices (posted in the members' WhatsApp group, several facts per post, club shorthand)
go to ``memory.add(messages, user_id="club-notices", metadata={"posted": <day>})``; mem0's LLM extracts the facts.
Parents ask the assistant, which searches the club's memories and answers with litellm.

Planted fault (ExtractionError, omitted): the notice posted Sat 2 May 2026 reads "JUNIORS: from next Sat Sat
coaching moves to 9.30-11 (was 10-11.30) so the 12s can have ct 1-2 after. Coach = Tomasz from now on, fee
unchanged GBP 6/session, pay on ClubSpark." mem0's extraction of that add keeps the coach and the fee and drops the
new time and the start date. Question (Wed 6 May): "What time is junior coaching on Saturday now?" -> expected
"9:30 to 11 am (from Saturday 9 May)". The assistant says it has the coach and the fee but no session time.

Expected verdict: ExtractionError at mem0.extract inside the 2 May add (fault() wraps that add). Asserted: the post
holds "9.30-11"; no stored memory and nothing in the context holds a junior session time. Another reading: none
that we see -- the old time "10-11.30" was never stored either, the search returns every memory of the club.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b13_mem0_tennis_juniors_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

CLUB = "club-notices"
POSTS = [
    ("turn-1 courts notice", "2026-04-27",
     "Courts upd 27/4: cts 1-3 resurfaced & open again. Ct 4 closed till further notice (net post snapped). "
     "Floodlights now on the coin meter, GBP 2 per 30 min - tokens behind the bar."),
    ("turn-2 juniors notice", "2026-05-02",
     "JUNIORS: from next Sat Sat coaching moves to 9.30-11 (was 10-11.30) so the 12s can have ct 1-2 after. Coach "
     "= Tomasz from now on, fee unchanged GBP 6/session, pay on ClubSpark."),
    ("turn-3 box league notice", "2026-05-04",
     "Box league rd 3: all matches to be played by Sun 24/05, results to Kim (kim.h@elmsidetc.org). Balls: club "
     "provides 3 new Dunlops per match."),
]
EXTRACTED = {
    "Courts upd": ["Courts 1 to 3 have been resurfaced and are open again",
                   "Court 4 is closed until further notice because the net post snapped",
                   "Floodlights cost GBP 2 per 30 minutes on the coin meter; tokens are behind the bar"],
    # the planted fault: the new session time (9.30-11) and its start (next Saturday) are not extracted
    "JUNIORS": ["Tomasz is the junior coach from now on",
                "Junior Saturday coaching costs GBP 6 per session, paid on ClubSpark"],
    "Box league": ["Box league round 3 matches must be played by Sunday 24 May",
                   "Box league results go to Kim (kim.h@elmsidetc.org)",
                   "The club provides 3 new Dunlop balls per box league match"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tennis"))
    for name, day, post in POSTS:
        with turn_span(name):
            msgs = [{"role": "user", "content": f"[posted {day}] {post}"}]
            if post.startswith("JUNIORS"):
                assert "9.30-11" in post
                with fault():
                    memory.add(msgs, user_id=CLUB, metadata={"posted": day})
            else:
                memory.add(msgs, user_id=CLUB, metadata={"posted": day})
    question = "What time is junior coaching on Saturday now?"
    with turn_span("turn-4 parent question Wed 6 May"):
        hits = memory.search(question, top_k=10, filters={"user_id": CLUB})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": CLUB})["results"]]
        assert any("Tomasz" in c for c in context), context
        assert not any("9.30" in s or "9:30" in s or "11.30" in s for s in stored + context), stored
        reply = answer(question, context, mock="Junior coaching on Saturdays is with Tomasz and costs GBP 6 a session "
                                               "(pay on ClubSpark), but I don't have the session time on file.")
finish(question, expected="9:30 to 11 am (from Saturday 9 May)", actual=reply)
