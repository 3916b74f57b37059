"""EverMemOS (the `evermemos` async client against the tests' in-process stand-in server), an asyncio reminder app:
each user message is added with its `create_time` and `sender`, flushed into its own memory; questions are
answered from `memories.search`.

The dentist message was said on Monday 2 March 2026: "I'm seeing the dentist on Friday next week at 8:30", i.e.
Friday 13 March 2026.

Fault: the reminder handler searches with top_k=2. "What date is my dentist appointment?" shares more words with
the two accountant-appointment memories (episode and event log of "My appointment with the accountant is on
Wednesday") than with the dentist message, so only those come back and the app answers "Wednesday 4 March".

Expected: RetrievalError at `evermemos.search`: the dentist memory was extracted and stored (episode and event
log), nothing changed it, and this search's top_k cut it. Question kind: a date given as weekday + relative week,
resolved against when it was said.
"""
import asyncio

import common
import b3_support as b3

common.setup("b3_evermemos_async_weekday", ["evermemos", "litellm"])

MESSAGES = [
    ("m1", "2026-03-02T09:05:00+00:00", "I'm seeing the dentist on Friday next week at 8:30"),
    ("m2", "2026-03-02T09:06:00+00:00", "Remind me to buy floss"),
    ("m3", "2026-03-02T18:40:00+00:00", "My appointment with the accountant is on Wednesday"),
    ("m4", "2026-03-02T18:41:00+00:00", "For the accountant appointment I need the tax papers"),
]
Q = "What date is my dentist appointment?"


async def main():
    client = b3.evermemos_async_client(b3.fake_evermemos())
    for mid, when, text in MESSAGES:
        await client.v0.memories.add(content=text, create_time=when, message_id=mid, sender="lea",
                                     group_id="lea-chat", flush=True)
    with common.fault():
        res = await client.v0.memories.search(extra_query={"query": Q, "user_id": "lea", "top_k": 2})
    return [getattr(m, "episode", None) or getattr(m, "atomic_fact", "") for m in res.result.memories]


ctx = asyncio.run(main())
assert ctx and not any("dentist" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="Your appointment is on Wednesday, 4 March 2026.")
common.finish(Q, "Friday 13 March 2026", ans)
