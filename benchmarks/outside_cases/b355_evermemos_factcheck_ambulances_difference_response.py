"""Batch 355 (held out). A fact-checking unit: EverMemOS async client (offline stand-in), asyncio - each member's
notes written by their own task (gathered), then the question's searches; the answer call has the like-for-like
fleet figure in its context and gives the raw difference.

App: Ridings Check, the fact-checking unit of a regional daily, logs its working notes on each claim into
EverMemOS - Ellie (the checker), Sam (the researcher, FOI requests) and Ruth (the unit's editor) - and asks the
helper for the figures when writing the verdict box.

Planted fault (ResponseError, ignored sufficient context): Ellie, 2051-02-06T09:40 - CLAIM-AMBULANCES: Jo Pryce MP
in the Commons: "26 more ambulances on our roads than three years ago"; the trust's annual report 2047/48 (p.14) has
212 frontline emergency vehicles. Sam, 2051-02-08T15:10 - the FOI reply is in: fleet at 31 Dec 2050 = 238, BUT the
trust's footnote says that now counts the 14 patient transport vans (non-emergency, no paramedics) which the 2047/48
figure didn't, so like for like it's 224 emergency. Ruth, 2051-02-09T11:00 - 500w, "half true" draft is fine, hold
for the trust's right of reply till Fri 5pm. Question (Thu 9 Feb, Ellie): "how many more frontline emergency
ambulances are there really than in 2047/48? like for like, for the verdict box" -> expected 12 (224 - 212). The
model says 26 (238 - 212), Pryce's number.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the 2047/48 figure (212), the FOI total (238) and the footnote taking out the 14 vans (224 like for
like), enough for 12, and the model took the raw difference. Asserted: the context has the 212 line and the FOI line
with the 14 vans and the 224.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b355_evermemos_factcheck_ambulances_difference_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ridings-check-claim-ambulances"
MESSAGES = {
    "ellie": [("2051-02-06T09:40:00Z", "CLAIM-AMBULANCES: Jo Pryce MP in the Commons tues - '26 more ambulances on our "
                                       "roads than three years ago'. trust annual report 2047/48 p.14: fleet 212 "
                                       "frontline emergency vehicles")],
    "sam": [("2051-02-08T15:10:00Z", "FOI reply from the trust in 📨 fleet at 31 Dec 2050 = 238, BUT their footnote "
                                     "says that now counts the 14 patient transport vans (non-emergency, no "
                                     "paramedics) which the 2047/48 figure didn't. so like for like it's 224 "
                                     "emergency"),
            ("2051-02-08T16:45:00Z", "also asked the trust for crew numbers, 20 working days so not before March")],
    "ruth": [("2051-02-09T11:00:00Z", "verdict piece 500w, 'half true' draft is fine, run sat. hold for the trust's "
                                      "right of reply till fri 5pm, Pryce's office has had ours")],
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
    question = ("how many more frontline emergency ambulances are there really than in 2047/48? like for like, for "
                "the verdict box")
    context = ["Today is Thu 9 February 2051. You are talking to Ellie, a checker at Ridings Check (claim: Jo Pryce "
               "MP, '26 more ambulances than three years ago')."]
    for query in ("ambulance fleet numbers", "frontline emergency vehicles 2047/48", "FOI reply fleet"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("fleet 212 frontline emergency vehicles" in c for c in context), context
    assert any("fleet at 31 Dec 2050 = 238" in c and "14 patient transport vans" in c and "224" in c
               for c in context), context
    with fault():
        reply = answer(question, context, mock="26 more - the trust had 212 in 2047/48 and the FOI says 238 now, so "
                                               "Pryce's figure checks out.")
    finish(question, expected="12 - 224 like for like (the 238 includes 14 patient transport vans) against 212",
           actual=reply)


asyncio.run(main())
