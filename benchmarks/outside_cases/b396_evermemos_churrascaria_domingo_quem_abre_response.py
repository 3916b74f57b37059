"""Batch 396 (held out). A churrascaria's kitchen and floor notes: EverMemOS async client (offline stand-in), asyncio
(each person's messages written by their own task, gathered); the answer call has the swap of Sunday's opening shift
in its context and names the churrasqueiro from the monthly rota.

App: Churrascaria Costela de Ouro, São Paulo, September 2050 - the churrasqueira is lit at 7h on a Sunday for the
costela fogo de chão, and whoever opens takes in the charcoal delivery. The kitchen's and the floor's chat goes into
EverMemOS - Renata (the gerente), Tião and Baiano (churrasqueiros), Kleber (a passador) - and the helper answers the
staff's and the suppliers' questions.

Planted fault (ResponseError, ignored sufficient context): Renata's 2050-09-01T09:00 message has the September rota
- on Sundays Baiano opens (lights up at 7h, takes the charcoal), Tião closes; Kleber's 2050-09-12T16:20 message is
about the new uniforms; Tião's 2050-09-20T15:05 message says he's swapped with Baiano for dom 25/09 - Tião opens,
Baiano closes, Baiano has his niece's christening in the morning - and Renata's 2050-09-20T18:30 message approves the
swap ("troca aprovada, Tião abre dom"). Question (sex 23/09, the charcoal man, Seu Valdir): "o carvão chega domingo
6h30 - quem vai estar lá pra receber? quem abre a churrasqueira?" -> expected Tião (swapped with Baiano for the
25th). The model says Baiano.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the rota and the approved swap for Sunday the 25th, and the model named the rota's opener. Asserted:
the context has the rota line, Tião's swap and Renata's approval.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b396_evermemos_churrascaria_domingo_quem_abre_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "costela-de-ouro-cozinha-salao-2050"
MESSAGES = {
    "renata": [("2050-09-01T09:00:00Z", "ESCALA SETEMBRO 🔥 domingo: Baiano abre (acende 7h, recebe o carvão), Tião "
                                        "fecha. sábado: Gaúcho abre. qualquer troca só comigo, ok?"),
               ("2050-09-20T18:30:00Z", "troca aprovada, Tião abre dom 25 e o Baiano fecha. parabéns pela sobrinha "
                                        "Baiano 🙏")],
    "kleber": [("2050-09-12T16:20:00Z", "uniforme novo chegou, avental preto + bombacha. quem não pegou, tá no "
                                        "escritório")],
    "tiao": [("2050-09-20T15:05:00Z", "troquei com o Baiano pro dom 25/09: eu abro, ele fecha - ele tem batizado da "
                                      "sobrinha de manhã. Renata, pode?")],
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
    question = "o carvão chega domingo 6h30 - quem vai estar lá pra receber? quem abre a churrasqueira?"
    context = ["Today is Fri 23 September 2050. You are talking to Seu Valdir, who delivers the charcoal to "
               "Churrascaria Costela de Ouro on Sunday 25 Sept."]
    for query in ("quem abre domingo", "escala churrasqueira domingo", "troca de turno", "carvão"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("domingo: Baiano abre (acende 7h, recebe o carvão)" in c for c in context), context
    assert any("troquei com o Baiano pro dom 25/09: eu abro, ele fecha" in c for c in context), context
    assert any("troca aprovada, Tião abre dom 25" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="O Baiano - domingo é ele que abre, acende às 7h e recebe o carvão.")
    finish(question, expected="o Tião - trocou com o Baiano pro dom 25/09 (batizado da sobrinha do Baiano)",
           actual=reply)


asyncio.run(main())
