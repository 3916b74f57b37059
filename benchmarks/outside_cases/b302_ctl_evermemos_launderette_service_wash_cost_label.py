"""Batch 302 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member of staff's messages written by their own task (gathered), then the question's search.

App: Suds on Queens Rd is a launderette with a service wash counter - drop your bags off, they wash, dry and fold.
The staff chat goes into EverMemOS - Bev (the owner), Marek (mornings) and Jade (afternoons) - and the helper
answers customers' messages.

Memory: Bev, 2051-09-01T08:30 - service wash £9 a bag (up to 7kg), wash, dry and fold, in by 11 ready same day;
Jade, 2051-09-14T16:20 - the big dryer's door catch has gone, use the end ones; Bev, 2051-09-28T19:10 - the
electric's gone up AGAIN so the service wash is £10.50 a bag from Sun 1st Oct, new sign's up, self-service staying
the same for now; Marek, 2051-10-03T10:05 - softener run out, ordered, it's here Thursday. Question (Thu 5/10, a
customer): "how much for a service wash? I've got 2 bags of bedding, bringing them in before work" The assistant
says £21 - £10.50 a bag since the 1st. The label says £18 (£9 a bag).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b302_ctl_evermemos_launderette_service_wash_cost_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "suds-queens-rd-staff"
MESSAGES = {
    "bev": [("2051-09-01T08:30:00Z", "SERVICE WASH 🧺 £9 a bag (up to 7kg), wash dry + fold. in by 11 ready same day, "
                                     "after 11 it's next day. write the name on the ticket AND the bag pls"),
            ("2051-09-28T19:10:00Z", "electric's gone up AGAIN 😤 so service wash is £10.50 a bag from sun 1st oct, "
                                     "new sign's up. self service staying the same for now")],
    "jade": [("2051-09-14T16:20:00Z", "big dryer's door catch has gone, taped a note on it, use the end ones")],
    "marek": [("2051-10-03T10:05:00Z", "softener's run out, ordered, here thurs. told the service wash ladies")],
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
    question = "how much for a service wash? I've got 2 bags of bedding, bringing them in before work"
    context = ["Today is Thu 5 October 2051. You are answering a customer's message for Suds launderette, Queens "
               "Rd."]
    for query in ("service wash price", "how much a bag", "service wash"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£9 a bag (up to 7kg)" in c for c in context), context
    assert any("service wash is £10.50 a bag from sun 1st oct" in c for c in context), context
    reply = answer(question, context, mock="£21 for the two - it's £10.50 a bag since the 1st. In by 11 and they'll "
                                           "be ready the same day.")
    finish(question, expected="£18 - £9 a bag", actual=reply)


asyncio.run(main())
