"""Batch 400 (held out). A parrilla's kitchen notes: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the Monday opening in its facts and answers from the standing rule.

App: Parrilla Los Quebrachos, in Buenos Aires, puts its staff chat (the owner, the encargada, the kitchen) into a Zep
thread; the helper answers the staff's questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ramón's 2050-02-28T23:40 post - autumn
hours, martes a domingo, mediodía 12 a 16 and noche 20 a 00.30, LUNES CERRADO como siempre; Ceci's 3/3 post - the
provoleta now with orégano from the huerta, AR$ 7.900; Ramón's mié 16/3 post - ojo, el lunes que viene (21/3) es
feriado so they open for lunch, 12 a 16, and close the Tuesday 22 instead, Beto and la Colo are in on Monday, Facu
on the salón; and Ceci's jue 17/3 post - a reserva de 12 for Saturday night. Question (vie 18/3, Facu, a mozo): "¿el
lunes abrimos o no? me quieren cambiar el franco y no sé si laburo" -> expected sí - el lunes 21 es feriado, se abre
al mediodía, 12 a 16 (y se cierra el martes). The model says no, los lunes está cerrado.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both the standing "lunes cerrado" and the post that opens this Monday for the feriado, naming Facu, and
the model answered from the standing rule. Asserted: the context has the "LUNES CERRADO" post and the feriado post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b400_zep_parrilla_lunes_feriado_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "los-quebrachos", "staff-2050"
POSTS = [
    "2050-02-28T23:40 Ramón - horario de otoño 🍂 martes a domingo, mediodía 12 a 16 y noche 20 a 00.30. LUNES "
    "CERRADO, como siempre",
    "3/3 Ceci - la provoleta sale ahora con orégano de la huerta, AR$ 7.900. no la cobren al precio viejo!!",
    "mié 16/3 Ramón - ojo: el lunes que viene (21/3) es feriado, so abrimos al mediodía, 12 a 16, y cerramos el "
    "martes 22 en compensación. vienen Beto + la Colo en cocina, Facu en el salón",
    "jue 17/3 Ceci - reserva de 12 p/ el sáb a la noche, mesa larga del patio, a nombre de Gutiérrez, seña cobrada",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Los Quebrachos")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="staff")])

question = "¿el lunes abrimos o no? me quieren cambiar el franco y no sé si laburo"
context = ["Today is viernes 18/3/2050. You are talking to Facu, a mozo at Parrilla Los Quebrachos."]
for query in ("abrimos el lunes", "horario lunes cerrado", "feriado"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("LUNES CERRADO" in c for c in context), context
assert any("el lunes que viene (21/3) es feriado, so abrimos al mediodía" in c and "Facu en el salón" in c
           for c in context), context
with fault():
    reply = answer(f"(Facu) {question}", context,
                   mock="No, Facu - los lunes está cerrado, abrimos de martes a domingo. Cambiá el franco tranqui.")
finish(question, expected="sí - el lunes 21 es feriado, se abre al mediodía de 12 a 16 (se cierra el martes) y vos "
                          "estás en el salón", actual=reply)
