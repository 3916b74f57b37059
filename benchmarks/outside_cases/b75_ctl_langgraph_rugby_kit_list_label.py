"""Batch 75 (held out), control. A rugby club's end-of-season tour: LangGraph InMemoryStore (sync), writers in
threads.

App: the Dursley RFC vets' tour kit notes live in ``("dursley-tour-32", "kit")``, one item per note, written from
three phones at once (Gaz the tour secretary, Mel who does the kit, Barry the captain), each in its own thread and
under its own key, so nothing is overwritten. What a player packs is spread over three notes: both match shirts
(home and away, Corinthians play in red), boots with moulded studs, and the club tie for the Saturday dinner. An
early note said metal studs; Barry later wrote that the Galway pitch is a 3G one and they won't let anyone on it
in metal, so moulds or blades.

No fault planted. Question (Wed 5/5, Dai): "what kit have I got to pack for tour?" The model lists both shirts,
moulded-stud boots and the club tie, right per memory. The label says both shirts, the club tie and metal studs.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b75_ctl_langgraph_rugby_kit_list_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

KIT = ("dursley-tour-32", "kit")
WRITERS = {
    "gaz": [("2032-03-29", "kit for tour: HOME + AWAY shirts both, Corinthians are red so we might be in the white. "
                           "shorts + socks. metal studs, Galway's a mudbath apparently"),
            ("2032-04-20", "no hold bags remember!! boots in your cabin bag or in Mel's club bag")],
    "mel": [("12/4/32", "club bag has the balls, tees, physio kit + the water bottles. 18kg max, I'll weigh it"),
            ("Apr 27", "CLUB TIE for the sat dinner at the Corinthians, no tie no dinner, £12 from me if u lost "
                       "yours")],
    "barry": [("2032-04-25", "spoke to the Corinthians sec - pitch is a 3G one, they won't let anyone on it in "
                             "metal, so moulds or blades lads. they check at the tunnel")],
}


def writer(name: str) -> None:
    for i, (day, text) in enumerate(WRITERS[name], 1):
        store.put(KIT, f"{name}-{i}", {"day": day, "from": name, "text": text})


store = InMemoryStore()
threads = [threading.Thread(target=writer, args=(name,), name=f"phone-{name}") for name in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what kit have I got to pack for tour?"
items = store.search(KIT, limit=50)
context = ["Today is Wed 5 May 2032. You are talking to Dai, a prop going on tour."] + \
          [f"{it.value['day']} {it.value['from']}: {it.value['text']}" for it in items]
assert len(items) == 5
assert any("HOME + AWAY shirts both" in c and "metal studs" in c for c in context), context
assert any("won't let anyone on it in metal" in c for c in context), context
assert any("CLUB TIE" in c for c in context), context
reply = answer(question, context, mock="Both shirts (home and away), shorts and socks, boots with moulded studs or "
                                       "blades - no metal on their 3G pitch - and your club tie for Saturday's "
                                       "dinner.")
finish(question, expected="home + away shirts, club tie, metal studs", actual=reply)
