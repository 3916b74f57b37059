"""Batch 351 (held out). A camera rental house's kit lists: EverMemOS async client (offline stand-in), asyncio: each
member of staff's messages written by their own task (gathered), then the question's searches; the answer call has
the booking's changes in its context and gives the kit list as first booked.

App: Lumen Hire rent camera packages to productions. The booking desk (Hana), prep (Priyanka) and transport (Tom)
post into one EverMemOS group; the prep techs ask the helper what goes out on each job.

Planted fault (ResponseError, ignored sufficient context): the context has Hana's 2051-03-02T11:10 booking BK-5630
for Lindqvist Studio - Sony FX9 package KL-FX9-02: FX9 body, 3 x BP-U70, BC-U2A dual charger, Atomos Shinobi 7"
monitor, FE PZ 28-135 f/4 G, out Tue 14/3; Priyanka's 2051-03-06T09:30 note - Sony recall via the distributor, BP-U70
packs s/n 2204xxxx-2206xxxx can overheat on the BC-U2A, all of Lumen's U70s are in that range, so BP-U100s on every
FX9 kit till further notice; Hana's 2051-03-09T15:45 note - Lindqvist added a Sigma 24-70 f/2.8 DG DN (E-mount) and
swapped the Shinobi for a SmallHD Cine 7 (they want the wireless); and Tom's van note. Question (Mon 13 Mar 2051,
Leon in prep): "what am I packing for Lindqvist tomorrow? prepping the FX9 kit now" -> expected FX9 body, 3 x BP-U100
(not the recalled U70s), BC-U2A charger, SmallHD Cine 7 (not the Shinobi), 28-135 f/4 G and the Sigma 24-70 - the
items sit in three messages. The model gives the kit list as first booked (U70s, Shinobi, no Sigma).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the booking, the recall
swap and the client's changes are all in the context the model was given, and it answered from the first message.
Asserted: the context has all three messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b351_evermemos_camera_rental_fx9_kit_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "lumen-hire-ops-2051"
MESSAGES = {
    "hana": [("2051-03-02T11:10:00Z", "BK-5630 Lindqvist Studio - Sony FX9 pkg KL-FX9-02: FX9 body, 3 x BP-U70, "
                                      "BC-U2A dual charger, Atomos Shinobi 7\" monitor, FE PZ 28-135 f/4 G. out tue "
                                      "14/3 collecting 9am, back fri 17/3"),
             ("2051-03-09T15:45:00Z", "Lindqvist have added a Sigma 24-70 f/2.8 DG DN (E-mount) to BK-5630 + "
                                      "swapped the Shinobi for a SmallHD Cine 7, they want the wireless. re-quoted, "
                                      "+£45/day")],
    "priyanka": [("2051-03-06T09:30:00Z", "recall from Sony via the distributor - BP-U70 packs s/n 2204xxxx to "
                                          "2206xxxx can overheat on the BC-U2A 🔥 all our U70s are in that range so "
                                          "BP-U100s on every FX9 kit till further notice, U70s are quarantined in "
                                          "cage 3")],
    "tom": [("2051-03-10T08:00:00Z", "van for Lindqvist not needed, they're collecting tues 9am. Okoro LF goes out "
                                     "mon 12:00 from bay 2")],
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
    question = "what am I packing for Lindqvist tomorrow? prepping the FX9 kit now"
    context = ["Today is Mon 13 March 2051. You are talking to Leon in prep at Lumen Hire."]
    for query in ("Lindqvist FX9 kit list", "BP-U70 recall batteries", "BK-5630 changes"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("FX9 body, 3 x BP-U70" in c and "Atomos Shinobi" in c for c in context), context
    assert any("BP-U100s on every FX9 kit" in c for c in context), context
    assert any("added a Sigma 24-70" in c and "SmallHD Cine 7" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="For BK-5630: the FX9 body, 3 x BP-U70 batteries, the BC-U2A dual "
                                               "charger, the Atomos Shinobi 7\" monitor and the FE PZ 28-135 f/4 G.")
    finish(question, expected="FX9 body, 3 x BP-U100 (the U70s are recalled), the BC-U2A charger, a SmallHD Cine 7 "
                              "instead of the Shinobi, the 28-135 f/4 G and the Sigma 24-70 f/2.8 they added",
           actual=reply)


asyncio.run(main())
