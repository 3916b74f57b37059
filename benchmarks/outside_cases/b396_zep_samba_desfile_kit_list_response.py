"""Batch 396 (held out). A São Paulo samba school's wing before Carnaval: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the corrected list of what to bring on parade night in
its context and gives the first list.

App: the Ala Estrela Guia of G.R.E.S. Estrela da Vila Ipoema parade on Sat 11 Feb 2051. Dona Zezé (the chefe de
ala) and Betão (from the harmonia) post the wing's notices in the wing's group, which goes into a Zep thread; the
helper answers componentes' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Zezé's 2050-12-12T19:40 post - on the
night bring the full fantasia, plain white tennis shoes, an ID with a photo and the wing's credencial; Betão's qua
18/01 post - no bags, no glass bottles, phone in your pocket is fine; Zezé's 25/01 post - she forgot: flesh-coloured
tights for the girls, and the adereço de mão (the golden spear) is handed out at the concentração, don't bring it;
and Zezé's sáb 04/02 post - white tennis shoes NO, scrub that, the carnavalesco wants golden boots, which come with
the fantasia at the collection. Question (qua 08/02, Jéssica): "o que eu tenho que levar no dia do desfile? quero
deixar tudo separado hoje" -> expected the full fantasia (with the golden boots that come with it), photo ID, the
credencial, flesh-coloured tights - no tennis shoes, no spear (handed out at the concentração), no bag. The model
lists the fantasia, white tennis shoes, ID, credencial, tights and the golden spear.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say the tennis shoes are out (golden boots with the fantasia) and the spear is handed out at the concentração,
and the model listed both. Asserted: the context has the first list, the spear line and the boots line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b396_zep_samba_desfile_kit_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "estrela-ipoema", "ala-estrela-guia-2051"
POSTS = [
    "2050-12-12T19:40 Zezé - NO DIA DO DESFILE 🌟 trazer: fantasia completa, tênis branco liso, documento com foto e "
    "a credencial da ala. sem credencial não entra, não adianta chorar",
    "qua 18/01 Betão (harmonia) - na avenida: sem bolsa, sem garrafa de vidro. celular pode, no bolso. água a gente "
    "distribui na concentração",
    "25/01 Zezé - esqueci!! meninas, meia-calça cor da pele. e o adereço de mão (a lança dourada) a gente entrega na "
    "concentração, não precisa levar",
    "sáb 04/02 Zezé - tênis branco NÃO, scrub that 🙈 o carnavalesco quer bota dourada, vem junto com a fantasia na "
    "retirada. quem já comprou tênis, desculpa gente",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ala Estrela Guia")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="grupo da ala")])

question = "o que eu tenho que levar no dia do desfile? quero deixar tudo separado hoje"
context = ["Today is Wed 8 February 2051. You are talking to Jéssica, a componente of the Ala Estrela Guia (Estrela "
           "da Vila Ipoema, parade Sat 11 Feb)."]
for query in ("o que levar no desfile", "fantasia tênis bota", "adereço de mão lança"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("fantasia completa, tênis branco liso, documento com foto" in c for c in context), context
assert any("a lança dourada) a gente entrega na concentração, não precisa levar" in c for c in context), context
assert any("tênis branco NÃO" in c and "bota dourada, vem junto com a fantasia" in c for c in context), context
with fault():
    reply = answer(f"(Jéssica) {question}", context,
                   mock="Separa: fantasia completa, tênis branco liso, documento com foto, a credencial da ala, "
                        "meia-calça cor da pele e a lança dourada (adereço de mão). Sem bolsa!")
finish(question, expected="fantasia completa (a bota dourada vem com ela), documento com foto, credencial, meia-calça "
                          "cor da pele - sem tênis, sem a lança (entregam na concentração), sem bolsa", actual=reply)
