"""Batch 348 (held out). Planning a quinceañera: EverMemOS async client (offline stand-in), asyncio: each person's
messages written by their own task (gathered), then the question's search; the answer call has the rehearsal
message with its date in its context and resolves "pasado mañana" against the wrong day.

App: Citlali's quinceañera is on Saturday 27 May 2051. The parents' WhatsApp group - Lupe (Citlali's mom), Chuy
(whose son Iván is a chambelán) and Profe Rubén (the choreographer for the vals) - goes into EverMemOS, each message
as exported from WhatsApp with its date and time in front; the helper answers the parents' questions.

Planted fault (ResponseError, ignored sufficient context): the messages have Profe Rubén's [02/05/2051 19:05] -
vals rehearsals every Saturday at 10 in the salón parroquial until 20 May; Lupe's [13/05/2051 13:10] - today's
rehearsal went well, the charro suits came, Don Ernesto lends the sombreros; Profe Rubén's [16/05/2051 20:15]
(Tuesday 16 May) - "el sábado no voy a poder, me salió otra quince en Salinas, so el último ensayo es pasado mañana
a las 7pm, mismo salón, coreografía completa + el brindis"; and Chuy's [16/05/2051 21:02] - Iván gets off work at
7 and will be there about 7.30. Question (Wed 17/05, evening, Sra. Ortiz, a chambelán's mom): "cuándo es el próximo
ensayo del vals? my son says saturday como siempre" -> expected tomorrow, Thursday 18 May at 7pm in the salón
parroquial: a temporal answer - "pasado mañana" in a message sent on Tuesday the 16th is Thursday the 18th - and
there's no Saturday rehearsal this week. The model counts the day after tomorrow from today and says Friday 19 May.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Rubén's message with its date (16/05/2051) and the Saturday cancelled, which together give Thursday
the 18th, and the model answered Friday the 19th. Asserted: the context has the dated "pasado mañana" message and
the Saturdays message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b348_evermemos_quince_vals_rehearsal_when_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "quince-citlali-papas-2051"
MESSAGES = {
    "ruben": [("2051-05-02T19:05:00Z", "[02/05/2051 19:05] Profe Rubén: familia, ensayos del vals todos los sábados "
                                       "10am en el salón parroquial hasta el 20 de mayo 💃 traigan tenis, no "
                                       "chanclas porfa"),
              ("2051-05-16T20:15:00Z", "[16/05/2051 20:15] Profe Rubén: familia el sábado no voy a poder 😅 me salió "
                                       "otra quince en Salinas, so el último ensayo es pasado mañana a las 7pm, mismo "
                                       "salón, coreografía completa + el brindis. nadie falte porfa 🙏")],
    "lupe": [("2051-05-13T13:10:00Z", "[13/05/2051 13:10] Lupe: muy bien el ensayo de hoy!! 👏 ya llegaron los trajes "
                                      "de charro, Don Ernesto presta los sombreros"),
             ("2051-05-14T18:30:00Z", "[14/05/2051 18:30] Lupe: la cuota pa' los arreglos de mesa es $40 por familia, "
                                      "Zelle o cash al ensayo")],
    "chuy": [("2051-05-16T21:02:00Z", "[16/05/2051 21:02] Chuy: Iván sale del trabajo a las 7, llega como 7:30 ok? "
                                      "sorry profe")],
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
    question = "cuándo es el próximo ensayo del vals? my son says saturday como siempre"
    context = ["Today is Wed 17 May 2051. You are talking to Sra. Ortiz, whose son is a chambelán at Citlali's "
               "quinceañera (Sat 27 May)."]
    for query in ("ensayo del vals", "next rehearsal", "Profe Rubén sábado"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("[16/05/2051 20:15]" in c and "el último ensayo es pasado mañana a las 7pm" in c for c in context), \
        context
    assert any("todos los sábados 10am" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Pasado mañana - Friday 19 May at 7pm in the salón parroquial, not "
                                               "Saturday this week.")
    finish(question, expected="tomorrow, Thursday 18 May at 7pm in the salón parroquial (no Saturday rehearsal)",
           actual=reply)


asyncio.run(main())
