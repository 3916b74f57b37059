"""Batch 361 (held out). A Kleingartenverein's Sommerfest: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has what rules the answer out in its facts and answers the other way.

App: KGV Am Rheinbogen e.V. (Düsseldorf-Himmelgeist) hold their Sommerfest on Sa 24.06.2051 from 15:00 at the
Vereinsheim - a Spanferkel from Metzgerei Hansen, a Salatbuffet the members bring, Kinderschminken, a Tombola.
Joost (Dutch, the Festwart) and the members put the Sommerfest chat into a Zep thread; the helper answers from a
graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Joost's 2051-05-11T19:30 post - the
Spanferkel is ordered, Hansen needs the number of portions by Mi 21.06., 8,50 € a portion, write your Parzelle +
how many on the list; Anneke's (Parzelle 14) Do 18.05. post - she and Ruud are coming, she brings her Linsensalat
and a vegan Kuchen, "since January I'm vegan, so nothing from the Grill for me, Ruud eats for two anyway 😂";
Joost's Mo 12.06. post - Grillkohle and the Bierbänke. A question that needs a small inference: Question (Mo 19.06.,
Herr Brandt, who is collecting the portions): "should I put Anneke from Parzelle 14 down for a Spanferkel portion
too? Ruud said they're both coming" -> expected no - only Ruud: Anneke is vegan since January and said nothing
from the Grill for her, and a Spanferkel (pig roast) is meat, so a portion for her would be wasted (she brings her
Linsensalat). The model says yes, put them down for two portions.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say Anneke is vegan and wants nothing from the Grill, which rules out a Spanferkel portion, and the model
counted her in. Asserted: the context has the vegan line and the Spanferkel order line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b361_zep_kleingarten_spanferkel_portion_infer_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kgv-am-rheinbogen", "sommerfest-2051"
POSTS = [
    "2051-05-11T19:30 Joost - SOMMERFEST 🌻 Sa 24.06. ab 15:00 am Vereinsheim. Spanferkel is ordered at Metzgerei "
    "Hansen, they need the number of portions by Mi 21.06., 8,50 € a portion. write your Parzelle + how many on the "
    "list, Herr Brandt collects",
    "Do 18.05. Anneke (Parzelle 14) - Ruud and me are coming 🙋‍♀️ I bring my Linsensalat + a vegan Kuchen. since "
    "January I'm vegan, so nothing from the Grill for me, Ruud eats for two anyway 😂",
    "Mo 12.06. Joost - Grillkohle is there, Bierbänke from the Schützenverein, pick up Fr 23.06. 18:00, need 2 "
    "strong people + a Bulli",
    "Mi 14.06. Herr Brandt - Tombola Preise to me pls, Gutscheine, Pflanzen, anything. Lose 1,00 €",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "KGV Am Rheinbogen")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="sommerfest")])

question = "should I put Anneke from Parzelle 14 down for a Spanferkel portion too? Ruud said they're both coming"
context = ["Today is Mon 19 June 2051. You are talking to Herr Brandt, who is collecting the Spanferkel portions for "
           "KGV Am Rheinbogen's Sommerfest (Sa 24.06.)."]
for query in ("Anneke Parzelle 14", "Spanferkel portions", "who is coming to the Sommerfest"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("since January I'm vegan, so nothing from the Grill for me" in c for c in context), context
assert any("Spanferkel is ordered at Metzgerei Hansen" in c for c in context), context
with fault():
    reply = answer(f"(Herr Brandt) {question}", context,
                   mock="Yes - put Parzelle 14 down for 2 portions, Anneke and Ruud are both coming. That's 17,00 € "
                        "for the two.")
finish(question, expected="no - only Ruud; Anneke is vegan since January and wants nothing from the Grill (she "
                          "brings her Linsensalat)", actual=reply)
