"""Batch 396 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Churrascaria Tição, São Paulo, October 2050 - the charcoal comes by truck once a week and someone has to open
the back gate for it before 7h. Edson (the chefe da churrasqueira) chats with the kitchen's helper; the chat is kept
in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (seg 03/10) - the charcoal comes every Thursday morning, 6h30, 30 sacos; turn 2 - Seu Arlindo wants
the fridges defrosted on Tuesday; turn 3 (sex 07/10) - the carvoaria changed its route, from next week it comes on
Tuesdays, not Thursdays, same time; turn 4 - the new espetos came. Question (turn 5, seg 10/10): "quando chega o
carvão essa semana? preciso deixar alguém pra abrir o portão dos fundos" The assistant says tomorrow, Tuesday
11/10, at 6h30 (the new route from this week). The label says Thursday 13/10 morning.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b396_ctl_llamaindex_churrascaria_carvao_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "quando chega o carvão essa semana? preciso deixar alguém pra abrir o portão dos fundos"
TURNS = [
    ("seg 03/10 - pra vc guardar: carvão chega toda quinta de manhã, 6h30, 30 sacos de 10 kg. alguém tem que abrir o "
     "portão dos fundos antes das 7",
     "Guardado: o carvão chega toda quinta às 6h30, 30 sacos de 10 kg; portão dos fundos aberto antes das 7."),
    ("Seu Arlindo quer as câmaras frias degeladas na terça, depois do almoço. not the freezer da sobremesa",
     "Degelo das câmaras frias na terça depois do almoço - o freezer da sobremesa fica fora."),
    ("sex 07/10 - a carvoaria mudou a rota 🙄 a partir da semana que vem entrega na terça, não mais na quinta. mesmo "
     "horário, 6h30",
     "Anotado: a partir da semana que vem o carvão chega às terças, 6h30, não mais às quintas."),
    ("chegaram os espetos novos, 40 de inox, os velhos vão pro depósito",
     "Espetos novos chegaram: 40 de inox; os velhos vão para o depósito."),
    (QUESTION,
     "Amanhã, terça 11/10, às 6h30 - a rota nova da carvoaria começa essa semana. Deixa alguém no portão antes das "
     "6h30."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="tição-cozinha-edson-2050-10", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 10 October 2050. You are talking to Edson, chefe da churrasqueira at "
                           "Churrascaria Tição."] + lines[:-1]
                assert any("carvão chega toda quinta de manhã, 6h30" in c for c in context), context
                assert any("a partir da semana que vem entrega na terça, não mais na quinta" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="quinta 13/10 de manhã, 6h30", actual=reply)
