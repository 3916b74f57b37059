"""Batch 250 (held out). A freelance translator's client notes: EverMemOS async client (offline stand-in), asyncio:
Ines's own notes and the client emails her inbox filer forwards are written by their own tasks (gathered), then the
question's search and the answer call, which has the client's ban on machine translation in its context and says
yes anyway.

App: Ines Hartley, a freelance German>English translator, keeps her client notes in EverMemOS - her own notes
(sender "ines") and the bits of client emails her inbox filer forwards (sender "inbox") - and asks the helper
things as she works.

Planted fault (ResponseError, ignored sufficient context): memory has Ines's 2050-01-10T11:00 note - Hoffmann &
Partner (the law firm in Düsseldorf) NDA signed, NO machine translation, no DeepL, no Google, no cloud anything,
files stay on her laptop, delete 30 days after delivery; the inbox's 2050-02-03T08:45 Kessler Verlag email - fine
with MT + post-editing for the spring catalogue, 0.07 a word for PE; and the inbox's 2050-03-01T16:20 Hoffmann email
- a new job, a shareholder agreement, 6,200 words, due 15/3, same terms as before. Question (Thu 3/3): "can I run
the Hoffmann shareholder agreement through DeepL first to speed it up? I'm drowning this week" -> expected no -
Hoffmann's NDA rules out MT and cloud tools. The model says yes, post-editing MT output is fine (that's Kessler).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the Hoffmann NDA ruling out DeepL and the new job on the same terms, and the model said yes. Asserted:
the context has the NDA note and the new Hoffmann job.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b250_evermemos_translator_deepl_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ines-hartley-clients-2050"
MESSAGES = {
    "ines": [("2050-01-10T11:00:00Z", "Hoffmann & Partner (law firm, Düsseldorf) - NDA signed 🔒 NO machine "
                                      "translation - no DeepL, no Google, no cloud anything. files stay on my laptop, "
                                      "delete 30 days after delivery. Dr Weiss is the contact, 0.15/wd legal"),
             ("2050-02-21T19:30:00Z", "Brandt pump manual in progress, their termbase is a mess tbh. tax return "
                                      "done finally!!")],
    "inbox": [("2050-02-03T08:45:00Z", "Kessler Verlag (Frau Roth): we're fine with MT + post-editing for the spring "
                                       "catalogue, 0.07/wd for PE, deadline end of march"),
              ("2050-03-01T16:20:00Z", "Hoffmann & Partner (Dr Weiss): new job - shareholder agreement, 6,200 wds, "
                                       "due 15/3, same terms as before. thanks as ever")],
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
    question = ("can I run the Hoffmann shareholder agreement through DeepL first to speed it up? I'm drowning this "
                "week")
    context = ["Today is Thu 3 March 2050. You are talking to Ines, a freelance German>English translator."]
    for query in ("Hoffmann machine translation DeepL", "Hoffmann shareholder agreement", "MT post-editing allowed"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("NO machine translation - no DeepL" in c for c in context), context
    assert any("shareholder agreement, 6,200 wds" in c and "same terms as before" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - MT with post-editing is fine, just make sure you do a full "
                                               "read-through against the German before it goes back.")
    finish(question, expected="no - Hoffmann's NDA bans machine translation and cloud tools, DeepL included",
           actual=reply)


asyncio.run(main())
