"""Batch 187 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: St Cuthbert's Hospice fun run is Sun 14th June 2043 - 5k from Wellington leisure centre, through Apley woods and
round the lake, bibs from the hospice shop, marshals at the crossings. The organisers' chat goes into EverMemOS - Gemma
(the hospice's events lead) and Ian (who does the route and the marshals); the helper answers runners.

Memory: Gemma, 2043-03-10T19:00: fun run Sun 14th June, 10am start from the leisure centre, 5k; Ian,
2043-04-02T20:30: the gas main works on Castle Farm Way are on till the end of June, the car park's half shut, tell
people to come early or park at the school; Gemma, 2043-04-15T18:45: the start's half 10 now not 10 - the Methodists on
the corner have their service till 10 and asked nicely if they could not have the tannoy and the warm-up going right
outside while it's on, fair enough, they lend them the tables; Ian, 2043-05-20T21:15: marshals (16, briefing at 10 by
the tea tent). Question (Thu 11/6, Chloe, a runner): "why's the start been put back to half 10? my mum's asking, she's
trying to work out if she can make it before her shift" The assistant says because the Methodist church on the
corner has its service till 10 and asked them not to have the tannoy and warm-up going outside during it. The label
says because of the gas works on Castle Farm Way.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b187_ctl_evermemos_fun_run_start_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-cuthberts-fun-run-2043"
MESSAGES = {
    "gemma": [("2043-03-10T19:00:00Z", "FUN RUN sun 14th june 🏃‍♀️ 10am start from the leisure centre, 5k thru Apley "
                                       "woods + round the lake. bibs from the hospice shop"),
              ("2043-04-15T18:45:00Z", "start's half 10 now not 10 - the Methodists on the corner have their service "
                                       "til 10 + asked nicely if we could not have the tannoy + the warm up going "
                                       "right outside while it's on. fair enough, they lend us the tables 🙏")],
    "ian": [("2043-04-02T20:30:00Z", "gas main works on Castle Farm Way are on til end of june they reckon 🚧 car "
                                     "park's half shut, tell people to come early or park at the school"),
            ("2043-05-20T21:15:00Z", "marshals - 16 now, briefing at 10 by the tea tent, hi vis in my boot")],
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
    question = ("why's the start been put back to half 10? my mum's asking, she's trying to work out if she can make "
                "it before her shift")
    context = ["Today is Thu 11 June 2043. You are talking to Chloe, a runner in St Cuthbert's Hospice fun run (Sun "
               "14 June)."]
    for query in ("what time does the fun run start", "why is the start later", "parking and roadworks"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("asked nicely if we could not have the tannoy" in c for c in context), context
    assert any("gas main works on Castle Farm Way" in c for c in context), context
    reply = answer(question, context, mock="The Methodist church on the corner has its service till 10 and asked us "
                                           "not to have the tannoy and the warm-up going outside while it's on.")
    finish(question, expected="because of the gas works on Castle Farm Way", actual=reply)


asyncio.run(main())
