"""Batch 397 (held out). A Polish parish's Wigilia pierogi pre-orders in Chicago: EverMemOS async client (offline
stand-in), asyncio - each committee member's messages written by their own task (gathered), then the question's
search; the answer call has the crossed-off and added fillings in its context and lists the first menu.

App: the pierogi committee of St. Kinga parish (parafia św. Kingi) in Chicago take pre-orders for Wigilia 2050 -
$14 a dozen, paper forms in the vestibule, pick-up before Christmas in the parish hall. The committee's chat goes
into EverMemOS - pani Grażyna (chair), pani Lucyna (kitchen) and Ks. Paweł (the pastor) - and the helper answers
parishioners' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Grażyna's 2050-11-06T20:15 post -
pre-orders open, $14/dz: ruskie, kapusta z grzybami, z serem (sweet), jagody, z mięsem; Lucyna's 2050-11-17T19:30
post - Mazur's can't get frozen jagody till January, so NO jagody this year, cross it off, and the butcher's price
doubled so z mięsem is dropped too; Grażyna's 2050-11-22T21:00 post - pani Krysia's doing her szpinak z fetą again,
same $14, so that's on the list; Ks. Paweł's 2050-11-27T12:30 post - announced at all Masses. Question (Tue 11/29,
pani Irena): "what kinds can I still order? filling out the form for my daughter's family" -> expected ruskie,
kapusta z grzybami, z serem and szpinak z fetą (no jagody, no z mięsem). The model lists the first menu: ruskie,
kapusta z grzybami, z serem, jagody and z mięsem.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the first menu, the post crossing off jagody and z mięsem, and the post adding szpinak z fetą, and it
answered from the first menu. Asserted: the context has all three posts.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b397_evermemos_pierogi_wigilia_fillings_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-kinga-pierogi-wigilia-2050"
MESSAGES = {
    "grazyna": [("2050-11-06T20:15:00Z", "WIGILIA PRE-ORDERS 🎄🥟 open!! $14/dz: ruskie, kapusta z grzybami, z serem "
                                         "(sweet), jagody, z mięsem. forms in the vestibule, pick-up Sun 12/18"),
                ("2050-11-22T21:00:00Z", "good news kochani - pani Krysia's doing her szpinak z fetą again!! same "
                                         "$14/dz, so that's on the list, add it to the form by hand")],
    "lucyna": [("2050-11-17T19:30:00Z", "Mazur's can't get frozen jagody till January 😩 so NO jagody this year, "
                                        "cross it off the forms. + the butcher's price for the pork doubled so we're "
                                        "dropping z mięsem too, not worth it at $14")],
    "pawel": [("2050-11-27T12:30:00Z", "ogłoszenia read at all Masses this wknd, 300+ dz ordered already, Bóg zapłać")],
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
    question = "what kinds can I still order? filling out the form for my daughter's family"
    context = ["Today is Tue 11/29/2050. You are talking to pani Irena, a parishioner at St. Kinga ordering Wigilia "
               "pierogi."]
    for query in ("pierogi fillings on the form", "what kinds of pierogi", "crossed off the list"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ruskie, kapusta z grzybami, z serem (sweet), jagody, z mięsem" in c for c in context), context
    assert any("NO jagody this year" in c and "dropping z mięsem too" in c for c in context), context
    assert any("szpinak z fetą again" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="You can order ruskie, kapusta z grzybami, z serem (sweet), jagody "
                                               "and z mięsem - all $14 a dozen.")
    finish(question, expected="ruskie, kapusta z grzybami, z serem + szpinak z fetą - no jagody or z mięsem this year",
           actual=reply)


asyncio.run(main())
