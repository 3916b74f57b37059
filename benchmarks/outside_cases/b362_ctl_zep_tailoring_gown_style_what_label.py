"""Batch 362 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Kemi Couture (a tailoring shop at Bodija, Ibadan) is sewing Mrs Ade's gown for her 50th birthday party on Sat
3rd Dec 2050. The WhatsApp chat between Kemi and Mrs Ade goes into a Zep thread; the helper answers Kemi's apprentice
from a graph search of the facts.

Memory: Mrs Ade, 2050-11-07T11:00 - the gown for her 50th, mermaid with off-shoulder, in the gold sequin lace, she'll
send a picture; Kemi, 9/11 - measurement done (bust 40, waist 34, hip 46 - "she say make I no tell anybody"); Mrs
Ade, Mon 14th Nov - "abeg e don change", she tried her friend's mermaid at a party and couldn't dance at all, make it
a ball gown with the sleeves like the new picture she sent, same lace; Kemi, Fri 18th - lace cut, stones next week.
Question (Tue 22/11, Bola the apprentice): "which style Mrs Ade gown be? I wan start the skirt pattern today" The
assistant says a ball gown with sleeves, in the gold sequin lace (she changed it from the mermaid). The label says
mermaid with off-shoulder - the first style, which Mrs Ade changed on the 14th.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b362_ctl_zep_tailoring_gown_style_what_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kemi-couture", "mrs-ade-50th-gown"
POSTS = [
    "2050-11-07T11:00 Mrs Ade - my gown for my 50th (sat 3rd dec) 🎉 mermaid with off-shoulder, the gold sequin lace "
    "I buy for Balogun. I go send picture",
    "9/11 Kemi - Mrs Ade measurement done, bust 40 waist 34 hip 46 (she say make I no tell anybody 😂)",
    "Mon 14th Nov Mrs Ade - abeg e don change, I try my friend mermaid gown for her party, I no fit dance at all 😂 "
    "make am ball gown with the sleeves like the new picture I send, same lace",
    "Fri 18th Kemi - Mrs Ade lace don cut, stones next week, first fitting Sat 26th",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kemi Couture")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = "which style Mrs Ade gown be? I wan start the skirt pattern today"
context = ["Today is Tue 22 November 2050. You are talking to Bola, Kemi's apprentice at Kemi Couture."]
for query in ("Mrs Ade gown style", "mermaid or ball gown", "new picture style change"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("mermaid with off-shoulder" in c for c in context), context
assert any("e don change" in c and "make am ball gown with the sleeves" in c for c in context), context
reply = answer(f"(Bola) {question}", context,
               mock="Ball gown with the sleeves, like the new picture she send - same gold sequin lace. She change "
                    "am from the mermaid on the 14th because she no fit dance for mermaid.")
finish(question, expected="mermaid with off-shoulder", actual=reply)
