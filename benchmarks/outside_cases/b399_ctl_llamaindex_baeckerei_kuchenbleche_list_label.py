"""Batch 399 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Bäckerei Hänsch in Leipzig bakes its Samstag Blechkuchen (tray cakes) from 4:30 on Saturday mornings; the Kuchen
plan for the week is made on Monday and changes with what is in the Lager and what sold out. Ronny (Frühschicht,
Backstube) keeps his shift notes in English, German words mixed in, in a chat with the Backstube's helper (LlamaIndex
Memory, read back each turn as the answer's context).

Memory (the chat): turn 1 (2051-03-20 14:10) - Kuchenplan for Sa 25.03.: 1 Blech Bienenstich, 1 Eierschecke, 1
Streusel, 1 Mohnkuchen, Sabine makes the Böden Freitag; turn 2 (Mi 22.03.) - Mohn is alle and the Lieferung comes only
Montag, so scrub the Mohnkuchen, Quarkkuchen instead; turn 3 (Do 23.03.) - Jana from the Filiale: Eierschecke sold out
10:45 last Samstag, so 2 Bleche Eierschecke this Samstag; turn 4 (Fr 24.03.) - Böden done, Streusel in the Kühlhaus.
Question (turn 5, Fr 24.03., Ronny): "which Bleche do I bake tomorrow for the Kuchen? I start 4:30" The assistant says
Bienenstich, 2 Bleche Eierschecke, Streusel and Quarkkuchen - no Mohnkuchen (Mohn is alle). The label says
Bienenstich, Eierschecke, Streusel, Mohnkuchen.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b399_ctl_llamaindex_baeckerei_kuchenbleche_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which Bleche do I bake tomorrow for the Kuchen? I start 4:30"
TURNS = [
    ("2051-03-20 14:10 Kuchenplan for Sa 25.03. 🍰 1 Blech Bienenstich, 1 Eierschecke, 1 Streusel, 1 Mohnkuchen. "
     "Sabine makes the Böden Freitag afternoon",
     "Noted - Sa 25.03.: one Blech each of Bienenstich, Eierschecke, Streusel and Mohnkuchen; Sabine does the Böden "
     "on Friday."),
    ("Mi 22.03. Mohn is alle 😒 and the Lieferung comes only Montag. so scrub the Mohnkuchen, we make Quarkkuchen "
     "instead, Quark is enough in the Kühlhaus",
     "Got it - no Mohnkuchen this Samstag; a Blech Quarkkuchen instead."),
    ("Do 23.03. Jana from the Filiale says Eierschecke was sold out 10:45 last Samstag, people asked after it the "
     "whole day. so 2 Bleche Eierschecke this Samstag pls",
     "Two Bleche Eierschecke this Samstag, then."),
    ("Fr 24.03. Böden are done, Streusel is prepared in the Kühlhaus, Butter for the Bienenstich is out",
     "Böden done, Streusel ready in the Kühlhaus, butter out for the Bienenstich."),
    (QUESTION,
     "Bienenstich, 2 Bleche Eierschecke, Streusel and Quarkkuchen - no Mohnkuchen, the Mohn is alle till Montag."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="baeckerei-haensch-backstube-ronny", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fr 24.03.2051. You are talking to Ronny, Frühschicht in the Backstube of "
                           "Bäckerei Hänsch, Leipzig."] + lines[:-1]
                assert any("1 Blech Bienenstich, 1 Eierschecke, 1 Streusel, 1 Mohnkuchen" in c
                           for c in context), context
                assert any("so scrub the Mohnkuchen, we make Quarkkuchen" in c for c in context), context
                assert any("so 2 Bleche Eierschecke this Samstag" in c for c in context), context
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Bienenstich, Eierschecke, Streusel, Mohnkuchen", actual=reply)
