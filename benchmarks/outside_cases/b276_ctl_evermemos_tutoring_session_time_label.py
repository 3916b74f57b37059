"""Batch 276 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Brightside Tutoring's family group chats - the office, the tutor and the parent in one group per pupil, kept
in EverMemOS so the helper can answer "when's the next one" questions. Josh Whitworth (Year 10) has GCSE maths with
Priya on Tuesdays in room 4 at the library.

Memory: Anita (office), 2050-09-06T11:00 - Josh booked in w/ Priya, Tuesdays 4.30-5.30, room 4 at the library,
£32 an hour; Priya, 2050-09-27T18:10 - did simultaneous equations, homework set on the app; Mrs Whitworth,
2050-10-04T20:30 - Josh has got into the school football team and they train Tuesdays after school, can we go later?
Priya: yes, I can do 5.15-6.15 from next week, same room; Anita, 2050-10-05T09:00 - changed on the system, invoices
the same. Question (Mon 17/10, Josh's dad): "what time's Josh's tutoring tomorrow? I'm picking him up for once" The
assistant says 5.15 (till 6.15), room 4 - it moved later for his football training. The label says 4.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b276_ctl_evermemos_tutoring_session_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "brightside-whitworth-josh"
MESSAGES = {
    "anita": [("2050-09-06T11:00:00Z", "Josh booked in w/ Priya 📚 GCSE maths, tuesdays 4.30-5.30, rm 4 at the "
                                       "library, £32/hr invoiced monthly"),
              ("2050-10-05T09:00:00Z", "changed on the system 👍 invoices same as before")],
    "priya": [("2050-09-27T18:10:00Z", "did simultaneous equations today, he's got it. homework's on the app, due "
                                       "next tues")],
    "mrs-whitworth": [("2050-10-04T20:30:00Z", "Josh has got in the school football team ⚽ + they train tuesdays "
                                               "after school, can we go later? -- Priya: yep I can do 5.15-6.15 from "
                                               "next wk, same room")],
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
    question = "what time's Josh's tutoring tomorrow? I'm picking him up for once"
    context = ["Today is Mon 17 October 2050. You are talking to Josh Whitworth's dad; Josh (Year 10) has GCSE maths "
               "tutoring with Priya at Brightside Tutoring."]
    for query in ("tutoring time tuesday", "when is Josh's session", "later time football"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("tuesdays 4.30-5.30" in c for c in context), context
    assert any("I can do 5.15-6.15 from next wk" in c for c in context), context
    reply = answer(question, context, mock="5.15 till 6.15 in room 4 at the library - it moved later in October so he "
                                           "can get there after football training.")
    finish(question, expected="4.30", actual=reply)


asyncio.run(main())
