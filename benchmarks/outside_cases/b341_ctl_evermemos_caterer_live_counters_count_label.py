"""Batch 341 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Rajwada Caterers, Jaipur, are doing the Bansal family's sangeet on Wed 21st Jan 2026 on the lawns of a hotel on
Tonk Road - 280 pax, live counters, a mocktail bar. The event group's chat goes into EverMemOS - Rohit (the
caterer's event manager), Meenakshi aunty (the bride's mother) and Ustad Rafiq (head cook) - and the helper answers
the caterer's staff.

Memory: Rohit, 2026-01-08T19:00 - Bansal sangeet 21st Jan, 280 pax, 4 live counters: chaat, pasta, dosa,
jalebi-rabdi, plus the mocktail bar; Meenakshi aunty, 2026-01-12T10:30 - kindly cancel the pasta counter, nobody eats
pasta at our functions, give 2 extra chaat items instead (dahi bhalla and aloo tikki); Ustad Rafiq,
2026-01-14T16:00 - tandoor staff 6, the dosa batter from our Sodala kitchen; Rohit, 2026-01-16T12:00 - final bill
Rs 7.8 lakh, advance Rs 3 lakh received. Question (Mon 19-01-2026, Sandeep bhaiya, staff supervisor): "how many
live counters at the Bansal sangeet? need to send one cook + one helper per counter" The assistant says 3 - chaat,
dosa, jalebi-rabdi (the pasta counter was cancelled). The label says 4 - the first count, before the client
cancelled the pasta counter.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b341_ctl_evermemos_caterer_live_counters_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "rajwada-bansal-sangeet-2026"
MESSAGES = {
    "rohit": [("2026-01-08T19:00:00Z", "BANSAL SANGEET 🎶 21st Jan, Tonk Rd hotel lawns, 280 pax, 7.30 pm onwards. 4 "
                                       "live counters - chaat, pasta, dosa, jalebi-rabdi + mocktail bar"),
              ("2026-01-16T12:00:00Z", "final bill Rs 7.8 lakh, advance Rs 3 lakh recd, balance on the day. PFA "
                                       "quotation")],
    "meenakshi": [("2026-01-12T10:30:00Z", "Rohit ji kindly cancel the pasta counter, nobody eats pasta at our "
                                           "functions 😅 give 2 extra chaat items instead - dahi bhalla and aloo "
                                           "tikki. rest theek hai")],
    "rafiq": [("2026-01-14T16:00:00Z", "tandoor staff 6 for the sangeet, dosa batter will go from our Sodala kitchen "
                                       "in the morning")],
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
    question = "how many live counters at the Bansal sangeet? need to send one cook + one helper per counter"
    context = ["Today is Mon 19 January 2026. You are talking to Sandeep bhaiya, staff supervisor at Rajwada "
               "Caterers."]
    for query in ("live counters sangeet", "counter cancelled", "Bansal sangeet menu"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("4 live counters - chaat, pasta, dosa, jalebi-rabdi" in c for c in context), context
    assert any("kindly cancel the pasta counter" in c for c in context), context
    reply = answer(question, context, mock="3 live counters - chaat, dosa and jalebi-rabdi. The pasta counter was "
                                           "cancelled by Meenakshi aunty, so 3 cooks + 3 helpers (plus the mocktail "
                                           "bar).")
    finish(question, expected="4", actual=reply)


asyncio.run(main())
