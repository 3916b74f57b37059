"""Batch 388 (held out). A New Territories village house residents' group: EverMemOS async client (offline
stand-in), asyncio - each poster's messages written by their own task (gathered), then the question's search; the
answer call has the changed list of things to bring in its context and gives the first one.

App: Tung Lok Wai's owners (24 village houses) hold an owners' meeting on Sun 2/4/2051 at 7pm in the Tsz Tong - the
CCTV, the management fee, the Tin Hau budget. The residents' group goes into EverMemOS - Mr Tang (the owners'
committee chairman), Mrs Chan (the secretary) and Ah Wai (the Tin Hau committee) - and the helper answers owners'
questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Mr Tang's 2051-03-08 20:00 notice -
bring your ID card, the Q1 management fee receipt and the land lease copy (the green one) so they can check the
owners' names; Mrs Chan's 2051-03-15 21:30 - the proxy form is from her if you can't come; Mr Tang's 2051-03-29
19:45 update - no need to bring the land lease copy la, the lawyer has checked the Land Registry record for all 24
houses already, but bring your own pen and the CCTV reply slip (the yellow one in your letterbox), ID and the Q1
receipt still needed; Ah Wai's 2051-03-30 12:00 - tea and siu mai at the meeting. Question (Sat 1/4, Mrs Ho): "tmr
owners meeting need to bring what ar? don't want to go home halfway 😅" -> expected ID card, the Q1 mgmt fee
receipt, the yellow CCTV reply slip and her own pen (no land lease copy). The model lists the ID card, the Q1
receipt and the land lease copy.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first list and the
update that dropped the lease copy and added the pen and the slip are both in the context the model was given, and
it answered from the first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b388_evermemos_village_owners_meeting_bring_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "tung-lok-wai-owners-2051"
MESSAGES = {
    "mr-tang": [("2051-03-08T20:00:00Z", "📢 owners meeting Sun 2/4 7pm at the Tsz Tong. pls bring: ID card, ur Q1 "
                                         "mgmt fee receipt, and the land lease copy (the green one) for checking "
                                         "owner names"),
                ("2051-03-29T19:45:00Z", "update for Sun: NO need bring the land lease copy la, the lawyer check the "
                                         "Land Registry record for all 24 houses already. BUT pls bring ur own pen + "
                                         "the CCTV reply slip (the yellow one in ur letterbox). ID + Q1 receipt "
                                         "still need")],
    "mrs-chan": [("2051-03-15T21:30:00Z", "if u can't come, proxy form from me, sign it + bring the owner's ID copy "
                                          "to me before Sat")],
    "ah-wai": [("2051-03-30T12:00:00Z", "tea + siu mai at the meeting 😋 Tin Hau budget also on the agenda, pls "
                                        "stay till the end")],
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
    question = "tmr owners meeting need to bring what ar? don't want to go home halfway 😅"
    context = ["Today is Sat 1 April 2051. You are talking to Mrs Ho, an owner at Tung Lok Wai (owners' meeting Sun "
               "2/4 7pm at the Tsz Tong)."]
    for query in ("owners meeting bring", "what to bring to the meeting", "land lease copy CCTV reply slip"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("the land lease copy (the green one)" in c for c in context), context
    assert any("NO need bring the land lease copy la" in c and "the CCTV reply slip" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Bring ur ID card, the Q1 mgmt fee receipt and the land lease copy "
                                               "(the green one) - they check the owner names.")
    finish(question, expected="ID card, the Q1 mgmt fee receipt, the yellow CCTV reply slip and her own pen - no land "
                              "lease copy, the lawyer checked already", actual=reply)


asyncio.run(main())
