"""Batch 364 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Taft Elementary renovation (2051) - material deliveries into a school that's still open. The job chat goes into
EverMemOS - Luis (the GC's project engineer, deliveries), Pam (the PM) and Gus (the super) - and the helper answers
the school staff's questions.

Memory: Luis, 2051-04-28 - next Fri 5/5: ABC drywall boom truck 7a (2nd fl, 160 sheets), Hillside toilet
partitions 10a, the RTU curbs from Trane 1p; Pam, 2051-05-01 - CO-09 (the RTU-3 relocation) isn't approved yet,
the board meets the 16th, so cancel the Trane curb delivery for Friday, don't want them sitting on the roof; Luis,
2051-05-02 - Trane curbs cancelled for Fri, they'll hold them at the yard; Gus, 2051-05-03 - toolbox Fri 0645,
material handling. Question (Thu 5/4, the school's head custodian): "what deliveries are coming tomorrow? I have to
unlock the Elm St gate for each one" The assistant says the ABC drywall at 7a and the Hillside toilet partitions at
10a (the Trane curbs were cancelled). The label lists the ABC drywall, the toilet partitions and the Trane RTU curbs
at 1pm - the cancelled order, which is in memory.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b364_ctl_evermemos_material_deliveries_friday_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "taft-es-reno-2051-job-chat"
MESSAGES = {
    "luis": [("2051-04-28T14:10:00Z", "deliveries next fri 5/5 🚚 ABC drywall boom truck 7a (2nd fl, 160 sheets 5/8 "
                                      "type X), Hillside toilet partitions 10a (gym lockers), RTU curbs from Trane 1p "
                                      "(crane's not till the 12th, curbs go on the roof by hand)"),
             ("2051-05-02T09:30:00Z", "Trane curb delivery cancelled for fri ✔️ they'll hold them at the yard, no "
                                      "restock since they're ours once CO-09 goes thru")],
    "pam": [("2051-05-01T16:45:00Z", "CO-09 (RTU-3 relocation) isn't approved yet, board meets the 16th - cancel the "
                                     "Trane curb delivery for fri, I don't want them sitting on the roof for 3 wks. "
                                     "Luis pls call Trane")],
    "gus": [("2051-05-03T06:20:00Z", "toolbox fri 0645 at the gym door - material handling + boom truck "
                                     "swing radius, nobody under the load")],
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
    question = "what deliveries are coming tomorrow? I have to unlock the Elm St gate for each one"
    context = ["Today is Thu 5/4/2051. You are talking to the head custodian at Taft Elementary (the school stays "
               "open during the renovation)."]
    for query in ("deliveries friday", "delivery cancelled", "boom truck toilet partitions curbs"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ABC drywall boom truck 7a" in c and "RTU curbs from Trane 1p" in c for c in context), context
    assert any("cancel the Trane curb delivery for fri" in c for c in context), context
    assert any("Trane curb delivery cancelled for fri" in c for c in context), context
    reply = answer(question, context, mock="Two: the ABC drywall boom truck at 7am and the Hillside toilet partitions "
                                           "at 10am. The Trane RTU curbs at 1pm were cancelled (CO-09 isn't "
                                           "approved yet).")
    finish(question, expected="ABC drywall at 7am, Hillside toilet partitions at 10am and the Trane RTU curbs at 1pm",
           actual=reply)


asyncio.run(main())
