"""Batch 268 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: the Overdale Hospice shop on Commercial St, Brighouse, takes on new volunteers every spring - a lot of them
sixth formers doing it for their CVs. The volunteers' group chat goes into EverMemOS - Carol (the manager), Pat (her
deputy) and Shirley (a Saturday regular) - and the helper answers the new volunteers' questions.

Memory: Carol, 2050-03-01T10:00 - welcome to the new volunteers, the shop's open 9.30 till 4.30 Monday to Saturday,
shifts are half days, mornings 9.30 till 1, afternoons 1 till 4.30, tea and biscuits on us; Carol,
2050-03-09T15:00 - Megan, you're on Saturday mornings with Shirley from the 19th, she'll show you the till and the
steamer; Pat, 2050-03-10T11:20 - please don't take donations at the till if there's a queue, put them in the back;
Shirley, 2050-03-14T18:00 - looking forward to meeting Megan, wear comfy shoes, it's all standing. Question (Thu
17/3, Megan, 17): "how long's my shift on sat? my mum's picking me up after" The assistant says three and a half
hours, 9.30 till 1 (she's on the morning). The label says 7 hours, 9.30 till 4.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b268_ctl_evermemos_hospice_shop_shift_how_long_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "overdale-hospice-shop-brighouse-volunteers"
MESSAGES = {
    "carol": [("2050-03-01T10:00:00Z", "welcome to all our new volunteers 👋 shop's open 9.30 till 4.30 mon-sat. "
                                       "shifts are half days - mornings 9.30-1, afternoons 1-4.30. tea + biscuits "
                                       "on us!!"),
              ("2050-03-09T15:00:00Z", "Megan - ur on sat mornings w/ Shirley from the 19th, she'll show u the till "
                                       "+ the steamer 😊")],
    "pat": [("2050-03-10T11:20:00Z", "pls don't take donations at the till if there's a queue, pop them in the back "
                                     "+ say thank u, gift aid form after")],
    "shirley": [("2050-03-14T18:00:00Z", "looking fwd to meeting Megan! wear comfy shoes love, it's all standing")],
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
    question = "how long's my shift on sat? my mum's picking me up after"
    context = ["Today is Thu 17 March 2050. You are talking to Megan (17), a new volunteer at the Overdale Hospice "
               "shop, Brighouse."]
    for query in ("shift times", "saturday shift Megan", "shop opening hours"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("open 9.30 till 4.30" in c and "mornings 9.30-1" in c for c in context), context
    assert any("ur on sat mornings w/ Shirley" in c for c in context), context
    reply = answer(question, context, mock="Three and a half hours - you're on Saturday mornings with Shirley, 9.30 "
                                           "till 1, so tell your mum 1 o'clock.")
    finish(question, expected="7 hours - 9.30 till 4.30", actual=reply)


asyncio.run(main())
