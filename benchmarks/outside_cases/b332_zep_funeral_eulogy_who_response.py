"""Batch 332 (held out). A funeral director's arrangements desk: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the change of who's giving the eulogy in its facts and names
the person who stood down.

App: Hanson & Daughter, funeral directors in Elland, are arranging the funeral of the late Mr Walter Greenwood on
Thu 23rd Nov 2051 at Elland Methodist, Rev Amos taking the service, then Elland cemetery. Priya and Stuart on the
arrangements desk put the family's calls and the desk's notes into a Zep thread; the helper answers the minister's,
the organist's and the bearers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Stuart's 2051-11-13T11:05 line - service
Thu 23/11 at 1.30, Rev Amos, his son Gary's doing the eulogy, about 10 mins; Priya's 14/11 line - the hymns and the
bearers; Priya's Fri 17 Nov line - Gary rang, he's been up all night with it and he can't face standing up there,
so his daughter Leanne (Walter's granddaughter) is reading it, she's written it with him, Gary'll sit at the front
with his mum; and Stuart's Mon 20th line - the organist has the music. Question (Tue 21/11, Rev Amos): "who's giving
the eulogy for Walter on thurs? I like to have a word with them before we start" -> expected Leanne, his
granddaughter (Gary can't face it). The model says his son Gary.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Gary standing down and Leanne reading it, and the model named Gary. Asserted: the context has the first
eulogy line and Priya's Fri 17 Nov line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b332_zep_funeral_eulogy_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hanson-and-daughter", "greenwood-walter-2051"
POSTS = [
    "2051-11-13T11:05 Stuart - GREENWOOD Walter, 88. thurs 23/11 Elland Methodist 1.30, Rev Amos, then Elland "
    "cemetery (family plot w/ his wife's parents). son Gary's doing the eulogy, about 10 mins",
    "14/11 Priya - hymns: Guide Me O Thou Great Redeemer + How Great Thou Art. bearers are ours x4, grandsons want "
    "to carry him out of church at the end",
    "Fri 17 Nov Priya - Gary rang 😢 he's been up all night with it + he can't face standing up there, so his "
    "daughter Leanne (Walter's granddaughter) is reading the eulogy, she's written it with him. Gary'll sit at the "
    "front w/ his mum",
    "Mon 20th Stuart - organist has the music, Walter's brass band are doing Deep Harmony at the graveside, no "
    "charge",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hanson & Daughter")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="desk")])

question = "who's giving the eulogy for Walter on thurs? I like to have a word with them before we start"
context = ["Today is Tue 21 November 2051. You are talking to Rev Amos, taking the funeral of Mr Walter Greenwood "
           "(Thu 23 Nov, Elland Methodist, 1.30)."]
for query in ("eulogy", "who is speaking at the funeral", "Gary Leanne"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("son Gary's doing the eulogy" in c for c in context), context
assert any("he can't face standing up there" in c and "Leanne (Walter's granddaughter) is reading the eulogy" in c
           for c in context), context
with fault():
    reply = answer(f"(Rev Amos) {question}", context,
                   mock="His son Gary's giving the eulogy - about 10 minutes. He'll be at the front with the family.")
finish(question, expected="Leanne, Walter's granddaughter - Gary couldn't face standing up, so she's reading it",
       actual=reply)
