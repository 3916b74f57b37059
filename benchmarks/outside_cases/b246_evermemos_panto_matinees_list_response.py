"""Batch 246 (held out). A local theatre's panto: EverMemOS async client (offline stand-in), asyncio - each of the
team's messages written by their own task (gathered), then the question's search; the answer call has the changed
matinees in its context and lists the first ones.

App: Hebden Bridge Little Theatre put on Cinderella in December 2051 - evenings at 7.30 Thursday to Saturday for
two weeks, matinees for families, a cast of 18 and the juniors. Their chat goes into EverMemOS - Graham (the
director), Val (box office) and Bev (front of house) - and the helper answers the public's and members' questions.

Planted fault (ResponseError, ignored sufficient context): Val's 2051-09-30T11:00 message has the matinees on Sat
9th Dec and the Sat after (16th), both 2.30; Graham's 2051-10-14 message, the dress and the get-in; Val's
2051-11-08T18:20 message - the Christmas market has the building all Sat 16th afternoon (the council double
booked), so that matinee moves to the Sunday, the 17th, at 2, and, because the 9th sold out in a week, they've put
on an extra matinee on Boxing Day at 2 as well; Bev's 2051-11-20 message - the 9th is full, a returns list at the
box office. Question (Sat 25/11, a woman bringing her mum): "which matinees are there? bringing my mum, she won't
do evenings or driving in the dark" -> expected Sat 9th Dec 2.30 (sold out, returns list), Sun 17th Dec 2pm and
Boxing Day (Tue 26th) 2pm. The model lists Sat 9th and Sat 16th at 2.30.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first matinees
and the message that moved the 16th to the 17th and added Boxing Day are both in the context the model was given,
and it answered from the first one. Asserted: the context has both matinee messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b246_evermemos_panto_matinees_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hblt-cinderella-2051"
MESSAGES = {
    "val": [("2051-09-30T11:00:00Z", "CINDERELLA 👠 tickets live! evenings thurs-sat 7.30 both wks, matinees sat 9th "
                                     "dec + the sat after (16th) 2.30. £12 / £9 / £7 kids, family of 4 £34"),
            ("2051-11-08T18:20:00Z", "matinee change 🙄 the xmas market's got the building all sat 16th afternoon "
                                     "(council double booked) so that matinee moves to the sunday, 17th, at 2. AND "
                                     "the 9th sold out in a week so we've put an extra one on boxing day at 2 as "
                                     "well. website's updated")],
    "graham": [("2051-10-14T21:30:00Z", "get-in sun 3rd, tech mon, dress weds 6th. Buttons has to stop ad libbing "
                                        "about the council 😂")],
    "bev": [("2051-11-20T16:45:00Z", "9th is FULL, returns list at the box office. 11 ushers so far, need 4 more "
                                     "for the boxing day one")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


QUESTION = "which matinees are there? bringing my mum, she won't do evenings or driving in the dark"


async def main() -> str:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    context = ["Today is Sat 25 November 2051. You are talking to a member of the public about Hebden Bridge Little "
               "Theatre's Cinderella (December 2051)."]
    for query in ("matinees", "cinderella tickets matinees sat", "matinee change boxing day"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("matinees sat 9th dec + the sat after (16th) 2.30" in c for c in context), context
    assert any("that matinee moves to the sunday, 17th, at 2" in c and "extra one on boxing day at 2" in c
               for c in context), context
    with fault():
        return answer(QUESTION, context,
                      mock="Two matinees: Sat 9th Dec and Sat 16th Dec, both at 2.30 - the 9th's sold out, so it'd "
                           "be the 16th for your mum.")


reply = asyncio.run(main())
finish(QUESTION, expected="Sat 9th Dec 2.30 (sold out - returns list), Sun 17th Dec at 2, and Boxing Day (Tue 26th) "
                          "at 2", actual=reply)
