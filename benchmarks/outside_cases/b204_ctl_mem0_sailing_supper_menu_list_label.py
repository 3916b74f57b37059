"""Batch 204 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored
as written; in-memory qdrant), one root span per note added and one for the question.

App: Llangorse Sailing Club's laying-up supper is Sat 17th Nov 2046 in the clubhouse - three courses from the Castle
Inn's kitchen, a raffle, Gwen (the social secretary) selling tickets. Gwen keeps her notes in the club's helper
(``memory.add(..., infer=False)``); members ask it things.

Memory: Gwen, 2046-10-03T18:45 - supper Sat 17th Nov, half 7 for 8, £25, menu to follow; 14/10 - the Castle's menu
options: leek + potato soup or chicken liver pâté, then beef + ale pie or lamb shanks (the lamb's £6 extra a head),
sticky toffee pud or the cheeseboard, vote at the bar by Weds 24th; 25.10. - votes in: soup 31, pâté 12, so soup;
pie 38, lamb 6 lol - nobody fancied forking out the extra, so it's the pie; sticky toffee won by a mile; veggie is
a mushroom + stilton wellington; Tue 6th Nov - raffle prizes. Question (Thu 8/11, Bethan, a member): "what are we
having at the supper? need to tell my other half, he's fussy" The assistant says leek and potato soup, beef and ale
pie (or the mushroom and stilton wellington) and sticky toffee pudding. The label says leek and potato soup, lamb
shanks and sticky toffee pudding.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b204_ctl_mem0_sailing_supper_menu_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "llangorse-sc-laying-up-gwen"
NOTES = [
    ("2046-10-03T18:45", "LAYING UP SUPPER ⛵ sat 17th nov, clubhouse, half 7 for 8. £25 a head, menu to follow, "
                         "tickets from me"),
    ("14/10", "the Castle's menu options 🍽️ leek + potato soup or chicken liver pâté, then beef + ale pie or lamb "
              "shanks (lamb's £6 extra a head), sticky toffee pud or the cheeseboard. vote at the bar by weds 24th"),
    ("25.10.", "votes in!! soup 31, pâté 12 so soup it is. pie 38, lamb 6 lol - nobody fancied forking out the "
               "extra, so it's the pie. sticky toffee won by a mile 😋 veggie = mushroom + stilton wellington, tell "
               "me if you want it"),
    ("Tue 6th Nov", "raffle prizes so far - a bottle of Penderyn, a days dinghy hire, Huw's fruit cake. 50 tickets "
                    "gone"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="llangorse-sc-supper-46"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what are we having at the supper? need to tell my other half, he's fussy"
    with turn_span("question Thu 8/11"):
        hits = []
        for query in ("supper menu", "what's the food at the laying up supper", "menu vote results"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 8 Nov 2046. You are talking to Bethan, a member of Llangorse Sailing Club; the "
                   "laying-up supper is Sat 17 Nov."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("beef + ale pie or lamb shanks" in c for c in context), context
        assert any("nobody fancied forking out the extra, so it's the pie" in c for c in context), context
        reply = answer(question, context, mock="Leek and potato soup, then beef and ale pie (or the mushroom and "
                                               "stilton wellington if he's veggie), and sticky toffee pudding.")
finish(question, expected="leek and potato soup, lamb shanks and sticky toffee pudding", actual=reply)
