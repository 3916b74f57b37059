"""Batch 394 (held out). A quinceañera planning group chat in San Antonio: Zep facts (sync client, offline
stand-in), script style (every call its own trace); the answer call has the changed list of what the chambelanes
bring in its context and answers from the first one.

App: the Treviño family are planning Dani's quinceañera for Sat 6/18/2050 - misa at San Judas at 2pm, the fiesta at
Salón Las Palomas, seven chambelanes, the vals and a surprise dance taught by Sr. Ibarra. The family chat goes into
a Zep thread; the helper answers the chambelanes' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Yoli's 2050-05-01T21:00 post - the
chambelanes wear a black suit (rented, fitting 5/14), a purple vest + tie (the family provides them), black boots;
Sr. Ibarra's 5/20 post - for the surprise dance the boys need white sneakers + a plain white tee, in a bag, they
change after the vals; Tía Rosie's Tue 6/7 post - the vests came in the wrong purple, so no vests, purple bow ties
only, she hands them out at the church, and she's bringing the sombreros for the surprise dance, the boys don't bring
nada for that, just the sneakers + tee; Yoli's 6/15 post - tux pick-up Fri 6/17 after 3pm, with the shirt +
cufflinks. Question (Fri 6/17, Marcos, a chambelán): "what do I need to bring tmrw? give me the list porfa my mom's
asking" -> expected the black suit (shirt + cufflinks come with it), black boots, white sneakers + a white tee in a
bag for the surprise dance; no vest - the bow tie is handed out at the church. The model lists the suit, the purple
vest + tie, the black boots and a sombrero.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the first list, the surprise dance kit and the post that drops the vests and says the boys bring nothing
but the sneakers + tee for the dance, and the model answered from the first list. Asserted: the context has all
three posts' lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b394_zep_quince_chambelan_bring_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "trevino-familia", "dani-quince-2050"
POSTS = [
    "2050-05-01T21:00 Yoli - CHAMBELANES 🤵 black suit (rented, fitting at the tux place 5/14), purple vest + tie (we "
    "provide), black boots. be at the church by 1:15 on 6/18!!",
    "5/20 Sr. Ibarra - for the surprise dance the boys need white sneakers + a plain white tee, bring them in a bag, "
    "they change after the vals",
    "Tue 6/7 Tía Rosie - ay the vests came in the WRONG purple 😩 like grape purple, no way. so NO vests, purple bow "
    "ties only, I'll hand them out at the church. + I'm bringing the sombreros for the surprise dance, the boys "
    "don't bring nada for that, nomás the white sneakers + tee",
    "6/15 Yoli - tux pick up fri 6/17 after 3pm, they come w/ the shirt + cufflinks. don't lose the cufflinks 🙏",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Treviño familia")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="familia chat")])

question = "what do I need to bring tmrw? give me the list porfa my mom's asking"
context = ["Today is Fri 6/17/2050. You are talking to Marcos, a chambelán in Dani Treviño's quinceañera (Sat 6/18)."]
for query in ("what the chambelanes bring", "chambelanes suit vest boots", "surprise dance sneakers tee sombreros"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("purple vest + tie" in c and "black boots" in c for c in context), context
assert any("white sneakers + a plain white tee" in c for c in context), context
assert any("so NO vests, purple bow ties only" in c and "don't bring nada for that" in c for c in context), context
with fault():
    reply = answer(f"(Marcos) {question}", context,
                   mock="Your black suit, the purple vest + tie, your black boots - and a sombrero for the surprise "
                        "dance.")
finish(question, expected="the black suit (shirt + cufflinks come with it), black boots, and white sneakers + a white "
                          "tee in a bag for the surprise dance - no vest, the bow tie's handed out at the church",
       actual=reply)
