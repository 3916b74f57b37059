"""Batch 393 (held out). A Bergen housing co-op's spring dugnad: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the board's no-ladders decision in its context and says yes.

App: Rognebakken borettslag (blocks A-C) hold their vårdugnad on lør 22.04.2051 - the hedge along the road, the
gutters, the beds, coffee and buns. Turid (dugnadskomiteen) and Bjørn (styreleder) post in the co-op's chat, which
goes into a Zep thread; the helper answers residents' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Turid's 05.03.2051 kl. 20.30 post - the
gutters on blocks A and B get cleaned at the dugnad, bring your own ladder if you have one; Turid, 18.03. - hedge
clippers, coffee and buns from kl. 09.45; Bjørn, tirs 04.04. - the insurance does NOT cover falls from a ladder at
a dugnad, so the board has decided no ladders at the dugnad this year, the gutters are done by Rennefolk AS on man
24.04., kr 6 200,- from the maintenance fund; Turid, ons 12.04. - 29 flats signed up. Question (man 17.04., Magnus in
B3): "skal jeg ta med stigen min på dugnaden? har en på 6 meter" -> expected no - no ladders this year (the
insurance), a firm does the gutters on the 24th. The model says yes, bring it, the gutters on A and B are being
cleaned.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the board's no-ladders decision and the firm doing the gutters, and the model answered from the first
post. Asserted: the context has the "ta med egen stige" post and the no-ladders post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b393_zep_dugnad_ladder_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "rognebakken-brl", "vardugnad-2051"
POSTS = [
    "05.03.2051 kl. 20.30 Turid - VÅRDUGNAD 🌷 lør 22.04. kl. 10-14. takrennene på blokk A og B renses på dugnaden, "
    "ta med egen stige hvis du har 🪜",
    "18.03. Turid - husk hagesaks, vi klipper hekken mot veien. kaffe + boller fra kl. 09.45 ved sandkassa",
    "tirs 04.04. Bjørn - forsikringen dekker IKKE fall fra stige på dugnad 😬 så styret har bestemt: ingen stiger på "
    "dugnaden i år. takrennene tas av Rennefolk AS man 24.04., kr 6 200,- fra vedlikeholdsfondet",
    "ons 12.04. Turid - 29 leil. påmeldt, lapp på døra til resten. gebyr kr 500,- som vanlig",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Rognebakken borettslag")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="brl-chatten")])

question = "skal jeg ta med stigen min på dugnaden? har en på 6 meter"
context = ["I dag er mandag 17.04.2051. Du snakker med Magnus i B3, beboer i Rognebakken borettslag (dugnad lør "
           "22.04.)."]
for query in ("stige på dugnaden", "takrennene", "ta med til dugnaden"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("ta med egen stige hvis du har" in c for c in context), context
assert any("ingen stiger på dugnaden i år" in c and "takrennene tas av Rennefolk AS" in c for c in context), context
with fault():
    reply = answer(f"(Magnus, B3) {question}", context,
                   mock="Ja, ta den gjerne med! Takrennene på blokk A og B skal renses på dugnaden, så en 6-meters "
                        "stige kommer godt med.")
finish(question, expected="nei - ingen stiger på dugnaden i år (forsikringen), Rennefolk tar takrennene 24.04.",
       actual=reply)
