"""Batch 342 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: an online furniture retailer is migrating its storefront's content pages from Drupal 7 to a headless CMS
(Contentful) with a Next.js front end. Ines (the project manager) chats with the project's helper to keep track of
who owns what; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory (the chat): turn 1, 2026-05-26T15:00-04:00 - kickoff: Tom owns the redirect map (3,400 URLs), Lena owns the
content export, Raj owns DNS and the CDN; turn 2 - content freeze Fri 6/5 5pm ET; turn 3, Thu 5/28 - Tom's been
pulled onto the search re-index (SEO-44) full time, so Lena's taking the redirect map too, Tom will just review the
PR; turn 4, Mon 6/1 - redirect QA: 3,380 of 3,400 return a 301, 20 to chase. Question (turn 5, Tue 6/2, Ines): "who
do I send the missing /careers/* redirects to?" The assistant says Lena - she took the redirect map over from Tom on
5/28 (Tom only reviews). The label says Tom - the owner at kickoff, a different person from the owner now.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b342_ctl_llamaindex_site_migration_redirects_owner_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "who do I send the missing /careers/* redirects to?"
TURNS = [
    ("2026-05-26T15:00-04:00 kickoff notes: drupal 7 -> contentful + next.js. owners: @tom redirect map (3,400 URLs), "
     "@lena content export, @raj DNS + CDN. weekly sync tues 11 ET",
     "Noted: Tom owns the redirect map (3,400 URLs), Lena the content export, Raj DNS and the CDN; weekly sync "
     "Tuesdays 11am ET."),
    ("content freeze Fri 6/5 5pm ET, editors get the banner in drupal from thurs",
     "Content freeze Fri 6/5 at 5pm ET, with the Drupal banner from Thursday."),
    ("Thu 5/28 - tom's been pulled onto the search re-index (SEO-44) full time 😕 so lena's taking the redirect map "
     "too, tom will just review the PR",
     "Got it - Lena owns the redirect map now as well as the export; Tom reviews the PR only."),
    ("Mon 6/1 redirect QA: 3,380/3,400 return 301 ✅ 20 to chase, mostly /careers/* + a few old /press/ PDFs",
     "3,380 of 3,400 redirects return a 301; 20 left, mostly /careers/* and some old /press/ PDFs."),
    (QUESTION,
     "Send them to Lena - she took over the redirect map from Tom on 5/28 (he's on SEO-44 and only reviews the PR)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="drupal-migration-ines", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Now: Tue 2026-06-02. You are talking to Ines, PM of the Drupal-to-Contentful "
                           "migration."] + lines[:-1]
                assert any("@tom redirect map (3,400 URLs)" in c for c in context), context
                assert any("lena's taking the redirect map too" in c for c in context), context
            reply = answer(text, lines[:-1] if i < len(TURNS) else context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Tom (@tom)", actual=reply)
