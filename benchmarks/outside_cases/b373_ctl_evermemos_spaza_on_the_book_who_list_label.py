"""Batch 373 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each family member's messages written by their own task (gathered), then the question's search.

App: Mam' Zulu's spaza in Lwandiso Park is run by Mam' Zulu, her daughter Lerato and her son Sizwe. The family
group's messages about the book go into EverMemOS, and the helper answers their questions.

Memory: Mam' Zulu, 2026-03-01T19:00 - Feb book totals: Bra Jabu R210, Mam' Shabalala R120, Sipho the taxi guy R85,
Gogo Ndlovu R60, all promised month-end; Lerato, 2026-03-02T08:30 - Sipho came now-now, paid his R85 full, cleared;
Sizwe, 2026-03-03T17:45 - Gogo Ndlovu's grandson brought the R60 for her book, she's cleared (and sent amagwinya);
Mam' Zulu, 2026-03-04T20:00 - Bra Jabu says Friday for sure. Question (Thu 5 Mar, Lerato): "who's still owing from
Feb on the book? I want to send the reminders" The assistant says Bra Jabu (R210) and Mam' Shabalala (R120). The
label says Bra Jabu, Mam' Shabalala, Sipho and Gogo Ndlovu.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b373_ctl_evermemos_spaza_on_the_book_who_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mam-zulu-spaza-book-2026"
MESSAGES = {
    "mam-zulu": [("2026-03-01T19:00:00Z", "Feb book totals 📒 Bra Jabu R210, Mam' Shabalala R120, Sipho the taxi guy "
                                          "R85, Gogo Ndlovu R60. all of them promised month-end"),
                 ("2026-03-04T20:00:00Z", "Bra Jabu says Fri for sure (we'll see 🙄)")],
    "lerato": [("2026-03-02T08:30:00Z", "Sipho came now-now, paid his R85 full ✅ cleared, he even bought airtime "
                                        "cash")],
    "sizwe": [("2026-03-03T17:45:00Z", "Gogo Ndlovu's grandson brought the R60 for her book, she's cleared ✅ shame "
                                       "she sent a packet of amagwinya too 😄")],
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
    question = "who's still owing from Feb on the book? I want to send the reminders"
    context = ["Today is Thu 5 March 2026. You are talking to Lerato, who helps run Mam' Zulu's spaza."]
    for query in ("Feb book totals owing", "paid his book cleared", "who paid for the book"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Bra Jabu R210, Mam' Shabalala R120, Sipho the taxi guy R85, Gogo Ndlovu R60" in c
               for c in context), context
    assert any("paid his R85 full" in c for c in context), context
    assert any("brought the R60 for her book, she's cleared" in c for c in context), context
    reply = answer(question, context, mock="Bra Jabu (R210) and Mam' Shabalala (R120). Sipho and Gogo Ndlovu have "
                                           "both paid up.")
    finish(question, expected="Bra Jabu, Mam' Shabalala, Sipho and Gogo Ndlovu", actual=reply)


asyncio.run(main())
