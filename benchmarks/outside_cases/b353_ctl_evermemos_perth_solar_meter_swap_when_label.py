"""Batch 353 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Westside Solar & Electrical in Perth (Jase, the sparky who owns it; Kel in the office; Kyle, the apprentice)
put a 6.6kW system on the Okafors' roof in Baldivis in October 2050; it can't export until Western Power swaps the
meter. The team's texts go into EverMemOS and the helper answers their questions.

Memory: Jase, 2050-10-07T16:45 (a Friday) - Baldivis install done today, 15 x 440W, Western Power's meter swap
booked for next Friday so they can export (next Friday from Fri 7/10 is Fri 14/10); Kyle, 2050-10-10T07:30 - the
commissioning sheet's in the ute glovebox, Mr Okafor wants the app on his phone; Kel, 2050-10-11T09:30 - Western
Power rang, their crew's short, so the Baldivis meter swap's moved to the Wednesday after, 8-12 window, she's told
Mr Okafor and he's sweet (the Wednesday after Fri 14/10 is Wed 19/10). Question (Wed 12/10, Jase): "when's Western
Power swapping the meter at Baldivis? want to be there to switch the export on + set up his app" The assistant
says Wed 19/10, 8-12 window (moved from Fri 14/10). The label says Friday 14 October (the date before Western Power
rescheduled it).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b353_ctl_evermemos_perth_solar_meter_swap_when_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "westside-solar-baldivis-2050"
MESSAGES = {
    "jase": [("2050-10-07T16:45:00Z", "BALDIVIS (the Okafors) install done today ☀️ 15 x 440W, 6.6kW, Goodwe 5kW. "
                                      "Western Power meter swap booked for next friday so they can export. $6,450 "
                                      "inc GST after STCs, invoice out")],
    "kyle": [("2050-10-10T07:30:00Z", "baldivis commissioning sheet's in the ute glovebox, Mr Okafor wants the app "
                                      "set up on his phone when we're back")],
    "kel": [("2050-10-11T09:30:00Z", "Western Power rang re Baldivis - their crew's short so the meter swap's moved "
                                     "to the wednesday after, 8-12 window. told Mr Okafor, he's sweet")],
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
    question = "when's Western Power swapping the meter at Baldivis? want to be there to switch the export on + set " \
               "up his app"
    context = ["Today is Wed 12 October 2050. You are talking to Jase, who runs Westside Solar & Electrical (Perth)."]
    for query in ("Western Power meter swap", "Baldivis meter swap date", "meter swap moved"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("meter swap booked for next friday" in c for c in context), context
    assert any("moved to the wednesday after, 8-12 window" in c for c in context), context
    reply = answer(question, context, mock="Wednesday 19/10, 8-12 window - Western Power moved it from Friday the "
                                           "14th (their crew's short). Kel's told Mr Okafor.")
    finish(question, expected="Friday 14 October", actual=reply)


asyncio.run(main())
