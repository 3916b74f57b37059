"""Batch 213 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Bucknell village hall's table tennis night - every Tuesday 7-10, ladder matches, supper with tea and sausage
rolls. The club's chat goes into EverMemOS - Pam (who does the supper), Ken (who has the hall keys) and Dot; the
helper answers members.

Memory: Pam, 2049-01-05T19:00 - TT night tues 7-10, ladder matches till 9 then supper at quarter past 9, £2 with
supper; Ken, 2049-01-19T21:40 - the new caretaker's locking up at 10 sharp and wants the tables down and away
first, so they'll have to do supper in the break, quarter to 9ish, ladder after; Pam, 2049-01-20T08:10 - ok Ken,
she'll have the urn on for half 8, sausage rolls from Greggs; Dot, 2049-01-25T17:30 - the spare bats are in Ray's
boot. Question (Tue 26/1, Sue, coming after work): "what time's supper tonight? I'll come straight from work" The
assistant says quarter to 9 (in the break). The label says quarter past 9.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b213_ctl_evermemos_tabletennis_supper_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bucknell-table-tennis-2049"
MESSAGES = {
    "pam": [("2049-01-05T19:00:00Z", "TT NIGHT back tues 🏓 7-10, ladder matches till 9 then supper at quarter past "
                                     "9, £2 with supper"),
            ("2049-01-20T08:10:00Z", "ok Ken 👍 I'll have the urn on for half 8, sausage rolls from Greggs")],
    "ken": [("2049-01-19T21:40:00Z", "new caretaker's locking up at 10 sharp now + wants the tables down + away first "
                                     "🙄 so we'll have to do supper in the break, quarter to 9ish, ladder after")],
    "dot": [("2049-01-25T17:30:00Z", "can someone bring the spare bats back, they're in Ray's boot")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "what time's supper tonight? I'll come straight from work"
    context = ["Today is Tue 26 January 2049. You are talking to Sue, who plays at Bucknell village hall's table "
               "tennis night (Tuesdays)."]
    for query in ("supper time", "table tennis night times", "caretaker locking up", "urn + sausage rolls"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("supper at quarter past 9" in c for c in context), context
    assert any("supper in the break, quarter to 9ish" in c for c in context), context
    assert any("urn on for half 8" in c for c in context), context
    reply = answer(question, context, mock="Quarter to 9, in the break - the new caretaker locks up at 10, so supper's "
                                           "moved before the ladder (urn's on from half 8).")
    finish(question, expected="quarter past 9", actual=reply)


asyncio.run(main())
