"""Batch 59 (held out), control. A student house's group chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the five students at 14 Cowley Rd chat about the house food kitty; the chat goes into EverMemOS
(``memories.add`` per message, group "14-cowley"); the assistant answers from a search. In the autumn all five paid
£20 a fortnight. From January Ollie is in Grenoble for his year abroad and his room is let to Hana, a girl from his
course who has a meal plan at the college and said she won't be cooking; so four pay into the kitty this term.

No fault planted. Question (Tue 12/1, Mei setting up the Monzo pot for the term): "how many of us are paying into the
kitty this term?" The model answers four, right per memory. The label says five. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b59_ctl_evermemos_kitty_how_many_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "14-cowley"
MESSAGES = [
    ("2026-09-28T18:20:00Z", "mei", "kitty for this yr: £20 each every other mon, all 5 of us, basics only, receipts "
                                    "on the fridge pls"),
    ("2026-11-30T21:05:00Z", "ollie", "Grenoble confirmed for my yr abroad!! leaving 3 jan. my mate Hana from the "
                                      "course is taking my room, landlord's fine w it"),
    ("2026-12-01T09:12:00Z", "aisha", "omg well done. does Hana cook?"),
    ("2026-12-01T10:40:00Z", "ollie", "she's on the meal plan at St Hugh's, eats there every day, says she'll just "
                                      "keep a bit of cereal + milk in her room, won't touch the kitty stuff"),
    ("2026-12-02T19:30:00Z", "josh", "fair. so the tin's me, Mei, Aisha + Tom from Jan then"),
    ("2027-01-10T16:00:00Z", "tom", "back sun nite, train gets in 10.15, can someone leave the chain off"),
    ("2027-01-11T08:45:00Z", "mei", "setting up the new Monzo pot tmrw, will send the link"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "how many of us are paying into the kitty this term?"
    found = await client.v0.memories.search(extra_query={"query": "kitty paying in each Hana Ollie room meal plan "
                                                                  "tin Jan", "top_k": 12})
    context = ["Today is Tue 12 Jan 2027. You are talking to Mei."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("all 5 of us" in c for c in context), context
    assert any("won't touch the kitty stuff" in c for c in context), context
    assert any("Aisha + Tom from Jan" in c for c in context), context
    reply = answer(question, context, mock="Four - you, Josh, Aisha and Tom. Hana's eating at college on her meal "
                                           "plan and Ollie's in Grenoble.")
    finish(question, expected="five, at £20 each a fortnight", actual=reply)


asyncio.run(main())
