"""Batch 338 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each friend's messages written by their own task (gathered), then the question's search.

App: Aisha started in May 2023 as a new-grad nurse in the cardiac ICU at Northside General; her oldest friend Jun
turns 30 in June. Their chat goes into EverMemOS (group memory, each message with its ``create_time`` and its
LoCoMo-style timestamp at the head of the text), and Jun's assistant answers from a search of it.

Memory: Jun, 3:10 pm on 1 June, 2023 - his 30th is Saturday the 24th, dinner at Lupa at 7:30 then karaoke, she HAS
to come; Aisha, 3:45 pm on 1 June, 2023 - wouldn't miss it, she should be off that weekend, her first rota had her
on days Monday to Thursday; Aisha, 10:20 pm on 9 June, 2023 - the real June-July rota finally posted, and because
she's new they've put her on nights the 23rd, 24th and 25th, 7p to 7a, and she can't swap shifts till she's off
orientation; Jun, 11:00 am on 12 June, 2023 - booked Lupa for 10. Question (6:00 pm on 15 June, 2023, Jun): "Is
Aisha likely to make it to my birthday dinner on the 24th?" The assistant says no - she's on a 7 pm to 7 am night
shift that Saturday (the rota posted on 9 June) and can't swap during orientation; the inference: a 7:30 pm dinner
on the 24th falls inside her 7p-7a shift that night. The label says yes, she said she'd be off that weekend.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b338_ctl_evermemos_nurse_birthday_dinner_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "aisha-jun-chat-2023"
MESSAGES = {
    "jun": [("2023-06-01T15:10:00Z", "[3:10 pm on 1 June, 2023] Jun: Okay it's official, my 30th is Saturday the "
                                     "24th!! Dinner at Lupa at 7:30 and then karaoke, no excuses. You HAVE to come, "
                                     "I'll cry otherwise."),
            ("2023-06-12T11:00:00Z", "[11:00 am on 12 June, 2023] Jun: Booked Lupa for 10 people, they're doing a "
                                     "tiramisu with a candle. Practicing my Whitney for karaoke already.")],
    "aisha": [("2023-06-01T15:45:00Z", "[3:45 pm on 1 June, 2023] Aisha: Wouldn't miss it!! I should be off that "
                                       "weekend, my first rota has me on days Monday to Thursday 🎉"),
              ("2023-06-09T22:20:00Z", "[10:20 pm on 9 June, 2023] Aisha: Ugh. The real June-July rota finally "
                                       "posted and because I'm new they've put me on nights the 23rd, 24th and "
                                       "25th, 7p to 7a. And I can't swap any shifts till I'm off orientation. I "
                                       "want to cry, the ICU is great but this part is not.")],
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
    question = "Is Aisha likely to make it to my birthday dinner on the 24th?"
    context = ["Current time: 6:00 pm on 15 June, 2023. You are Jun's assistant; Aisha is his oldest friend, a new "
               "nurse in the cardiac ICU."]
    for query in ("birthday dinner on the 24th", "Aisha shifts rota", "Aisha off that weekend"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("I should be off that weekend" in c for c in context), context
    assert any("put me on nights the 23rd, 24th and 25th, 7p to 7a" in c for c in context), context
    reply = answer(f"(Jun) {question}", context,
                   mock="Probably not - the rota that came out on 9 June has her on nights the 23rd to the 25th, 7pm "
                        "to 7am, so she'll be at work during your 7:30 dinner, and she can't swap shifts while she's "
                        "on orientation.")
    finish(question, expected="yes - she said she'd be off that weekend", actual=reply)


asyncio.run(main())
