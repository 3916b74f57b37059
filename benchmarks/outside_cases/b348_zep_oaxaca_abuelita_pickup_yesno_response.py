"""Batch 348 (held out). Sending money and packages to family in Oaxaca: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has what rules the answer out in its context and says yes.

App: the Hernández family in San Jose send money and boxes home to Abuelita Chela in Tlacolula, Oaxaca. The family
chat - Lupe and Chuy here, Tío Beto over there - goes into a Zep thread; the family's helper answers from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Lupe's 2051-01-20 post - $250 by Remitly
in Abuelita Chela's name, to pick up at the Elektra in Tlacolula; Tío Beto's 2/02 post - he helped her pick up
January's, "ojo, en Elektra te piden INE vigente y la de mi amá se le venció el 28 de enero" (Elektra asks for a
valid voter ID and hers expired on 28 January); Chuy's 14/02 post about the box by Paquetería Cuauhtémoc; Lupe's
lun 6/03 post - another $300 in Abuelita's name, same Elektra, Tío Beto's in Puebla for the harvest till the 20th
so she'll go on her own this time; and Tío Beto's mié 8/03 post - "la cita del INE pa' mi amá es hasta el 12 de
abril, no había antes" (her ID appointment isn't until 12 April). Question (Thu 9/03, Chuy): "can Abuelita pick up
the $300 at Elektra herself this week? or do we need to send it a nombre de alguien más" -> expected no: a small
inference - Elektra asks for a valid INE, hers expired on 28 January and can't be renewed before 12 April, so she
can't collect it herself this week; it needs to go in someone else's name (Tío Beto's away till the 20th). The
whole rule is written only in Spanish. The model says yes, she can pick it up with the code.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given say Elektra needs a valid INE, that hers expired and that her appointment is 12 April, and the model
said yes. Asserted: the context has the INE post, the appointment post and the $300 post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b348_zep_oaxaca_abuelita_pickup_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "familia-hernandez", "envios-oaxaca-2051"
POSTS = [
    "2051-01-20 Lupe - le mandé $250 a Abuelita Chela por Remitly 💵 pa' recoger en el Elektra de Tlacolula, a su "
    "nombre. el código se lo mandé a Tío Beto por WhatsApp",
    "2/02 Tío Beto - ya le ayudé a mi amá a recoger lo de enero 🙏 ojo, en Elektra te piden INE vigente y la de mi "
    "amá se le venció el 28 de enero, hay que sacar cita pa' renovarla",
    "14/02 Chuy - la caja por Paquetería Cuauhtémoc sale el sábado, ropa, vitaminas y el Ensure de Abuelita, 18 "
    "kilos, $72. llega en 2-3 semanas a Tlacolula",
    "lun 6/03 Lupe - mandé otros $300 a nombre de Abuelita Chela, mismo Elektra, pa' lo de la azotea. Tío Beto anda "
    "en Puebla con la cosecha hasta el 20 so she'll go on her own this time",
    "mié 8/03 Tío Beto - la cita del INE pa' mi amá es hasta el 12 de abril, no había antes 😩 la caja ya llegó, "
    "todo bien",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Familia Hernández")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="family chat")])

question = ("can Abuelita pick up the $300 at Elektra herself this week? or do we need to send it a nombre de "
            "alguien más")
context = ["Today is Thu 9 March 2051. You are talking to Chuy, who sends money to his grandmother (Abuelita Chela) "
           "in Tlacolula, Oaxaca."]
for query in ("pick up money at Elektra", "Abuelita INE identification", "$300 Remitly a nombre de Abuelita"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("te piden INE vigente" in c and "se le venció el 28 de enero" in c for c in context), context
assert any("la cita del INE pa' mi amá es hasta el 12 de abril" in c for c in context), context
assert any("mandé otros $300 a nombre de Abuelita Chela" in c for c in context), context
with fault():
    reply = answer(f"(Chuy) {question}", context,
                   mock="Yes - it's in her name at the Elektra in Tlacolula, so she can go pick it up herself with "
                        "the Remitly code this week, no need to resend it.")
finish(question, expected="no - Elektra asks for a valid INE and hers expired 28 Jan (no appointment till 12 April); "
                          "send it in someone else's name", actual=reply)
