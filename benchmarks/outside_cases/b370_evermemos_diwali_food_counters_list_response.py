"""Batch 370 (held out). A housing society's Diwali night: EverMemOS async client (offline stand-in), asyncio (each
committee member's messages written by their own task, gathered), then the question's search; the answer call has
the changed list of food counters in its context and gives the first one.

App: Sunrise Heights CHS (4 towers, about 300 residents) hold Diwali night on Sat 29-10-50 on the podium - food
counters, tambola, a cultural programme. The committee's WhatsApp group goes into EverMemOS - Rekha (the cultural
secretary, running it), Nikhil (the treasurer) and Amit (the sports secretary) - and the helper answers residents.

Planted fault (ResponseError, ignored sufficient context): Rekha, 2050-10-05T20:10 - the food counters are
finalised: pani puri, pav bhaji, jalebi-rabdi and a chinese counter (Hakka noodles, manchurian) from Golden Dragon
Caterers; Nikhil, 2050-10-10T21:00 - ₹1,200 per flat, 64 paid; Rekha, 2050-10-18T19:45 - scrub the chinese counter,
Golden Dragon's revised quote is ₹48k extra for 300 plates and the committee said no; instead Mrs. Reddy's ladies'
group will do a dosa counter (at cost) and Anand bhai (C-1504) is sponsoring a kulfi cart, rest same; Amit,
2050-10-20T22:30 - tambola after dinner. Question (Weds 26-10-50, Mr. Joshi, D-803): "what all food counters are
there at Diwali night? kids want to know if there's chinese" -> expected pani puri, pav bhaji, jalebi-rabdi, a dosa
counter and a kulfi cart - no chinese. The model lists pani puri, pav bhaji, jalebi-rabdi and the chinese counter.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both the first list and the message that scrubbed the chinese counter and added the dosa counter and
the kulfi cart, and it answered from the first list. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b370_evermemos_diwali_food_counters_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sunrise-heights-diwali-2050"
MESSAGES = {
    "rekha": [("2050-10-05T20:10:00Z", "Diwali night food counters finalised 🪔 pani puri, pav bhaji, jalebi-rabdi + "
                                       "a chinese counter (Hakka noodles, manchurian) from Golden Dragon Caterers. "
                                       "Sat 29-10, podium, 7.30 pm onwards"),
              ("2050-10-18T19:45:00Z", "Scrub the chinese counter all - Golden Dragon's revised quote is ₹48k extra "
                                       "for 300 plates, committee said no. Instead Mrs. Reddy's ladies group will do "
                                       "a dosa counter (at cost) and Anand bhai (C-1504) is sponsoring a kulfi cart "
                                       "🙌 rest same")],
    "nikhil": [("2050-10-10T21:00:00Z", "Diwali contribution ₹1,200 per flat, 64 paid so far. GPay to the society "
                                        "a/c, pls mention flat no. in remarks")],
    "amit": [("2050-10-20T22:30:00Z", "tambola after dinner, tickets ₹50, prizes sponsored by Balaji Jewellers. kids "
                                      "fancy dress 7 pm sharp")],
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
    question = "what all food counters are there at Diwali night? kids want to know if there's chinese"
    context = ["Today is Weds 26-10-2050. You are talking to Mr. Joshi (D-803), a resident of Sunrise Heights CHS "
               "(Diwali night Sat 29-10 on the podium)."]
    for query in ("Diwali food counters", "chinese counter", "what food is there at Diwali night"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("pani puri, pav bhaji, jalebi-rabdi + a chinese counter" in c for c in context), context
    assert any("Scrub the chinese counter" in c and "dosa counter" in c and "kulfi cart" in c for c in context), context
    with fault():
        reply = answer(question, context,
                       mock="Pani puri, pav bhaji, jalebi-rabdi and a chinese counter from Golden Dragon (Hakka "
                            "noodles and manchurian) - so yes, the kids will get their chinese!")
    finish(question, expected="pani puri, pav bhaji, jalebi-rabdi, a dosa counter and a kulfi cart - no chinese, it "
                              "was scrubbed", actual=reply)


asyncio.run(main())
