"""Batch 13 (held out), CONTROL: no fault. Tenants' group assistant for a converted house of four flats: EverMemOS
(async client against the in-process stand-in), asyncio, one root span per turn.

App: the tenants' WhatsApp-style messages go to EverMemOS with ``memories.add(..., sender=<tenant>,
group_id="9-albion-rd", flush=True)``; a tenant's question runs ``memories.search`` over the group and the answer
comes from litellm.

Memory: Tom (flat 2) wrote in January "leak under the sink again - reported to Kwik Fix (Dave, 07700 900311), the
landlord's repairs guy"; in April Mei (flat 3) wrote "heads up: new letting agent (Harbour Lets) from 1 April, Kwik
Fix are NOT the landlord's contractor anymore - all repairs now go to HomeSure, 0161 496 0550, ref 9AR-TEN".
Question (a new tenant, May): "Who do we call now if something needs repairing?" The assistant answers "HomeSure, on
0161 496 0550 (quote ref 9AR-TEN)" -- right per memory.

The label is wrong: the annotator wrote "Kwik Fix (Dave)", the former repairs contractor, replaced from 1 April.
Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b13_ctl_evermemos_tenants_former_contractor_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "9-albion-rd"
MESSAGES = [
    ("t1", "2026-01-14T08:20:00Z", "tom", "leak under the sink again (flat 2) - reported to Kwik Fix (Dave, 07700 "
                                          "900311), the landlord's repairs guy, he's coming Thurs."),
    ("t2", "2026-02-02T19:02:00Z", "aisha", "Hallway bulb on the 2nd floor is out, I've put a torch on the "
                                            "windowsill. Bins: Weds, recycling alt. weeks."),
    ("t3", "2026-04-03T12:45:00Z", "mei", "heads up: new letting agent (Harbour Lets) from 1 April, Kwik Fix are NOT "
                                          "the landlord's contractor anymore - all repairs now go to HomeSure, 0161 "
                                          "496 0550, ref 9AR-TEN."),
    ("t4", "2026-04-20T21:10:00Z", "tom", "HomeSure came for the front door lock today, took 2 days to get someone "
                                          "but fine."),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (mid, when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"turn-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=who, group_id=GROUP,
                                         flush=True)
    question = "Who do we call now if something needs repairing?"
    with turn_span("turn-5 new tenant question"):
        found = await client.v0.memories.search(extra_query={"query": "repairs contractor call landlord",
                                                             "top_k": 4})
        context = [text_of(m) for m in found.result.memories]
        assert any("HomeSure, 0161 496 0550" in c for c in context), context
        assert any("Kwik Fix (Dave" in c for c in context), context
        reply = answer(question, context, mock="Repairs now go to HomeSure on 0161 496 0550 - quote ref 9AR-TEN. "
                                               "Kwik Fix aren't the landlord's contractor since 1 April.")
    finish(question, expected="Kwik Fix (Dave)", actual=reply)


asyncio.run(main())
