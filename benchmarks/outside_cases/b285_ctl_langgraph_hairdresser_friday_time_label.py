"""Batch 285 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root span
per write (a client card or a diary line) and one for the question.

App: Shaz runs "Shaz Cuts Mobile", a mobile hairdresser round Halifax - roots, colours, cuts and the odd wedding. Her
helper keeps a card per client in ("shaz-cuts-2050", "clients") and her diary lines in ("shaz-cuts-2050", "diary");
she asks it things between clients.

Memory: client card (2050-01-11) - Mrs Jaspreet Kaur, 9 Birch Ave, roots every 5 weeks, Fridays at 2, park round the
back not on the drive; client card - Mr Haigh, clipper 3 back and sides, Fridays whenever; diary, Mon 14th Mar - Mrs
Kaur rang, her grandson's school assembly is Friday afternoon so can we do 10 instead, fine, moved Mr Haigh to 2;
diary, 15/3 - order more 5/0 and the 30 vol. Question (Weds 16/3, Shaz): "what time am I at Mrs Kaur's on friday?
don't want to clash with the school run" The assistant says 10am - she moved it for her grandson's assembly (Mr Haigh
is at 2 now). The label says 2pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b285_ctl_langgraph_hairdresser_friday_time_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

CLIENTS = ("shaz-cuts-2050", "clients")
DIARY = ("shaz-cuts-2050", "diary")
WRITES = [
    (CLIENTS, "kaur", {"card": "2050-01-11 Mrs Jaspreet Kaur, 9 Birch Ave - roots every 5 wks, fridays at 2 💇‍♀️ park "
                               "round the back NOT on the drive (her son's car)", "by": "Shaz"}),
    (CLIENTS, "haigh", {"card": "Mr Haigh - clipper 3 back + sides, fridays whenever, pays in coins 🙄", "by": "Shaz"}),
    (DIARY, "d-01", {"day": "Mon 14th Mar", "text": "Mrs Kaur rang - grandson's school assembly's fri afternoon so can "
                                                    "we do 10 instead, fine. moved Mr Haigh to 2"}),
    (DIARY, "d-02", {"day": "15/3", "text": "order more 5/0 + the 30 vol, running low on foils"}),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for i, (ns, key, value) in enumerate(WRITES, 1):
    with turn_span(f"write-{i} {ns[1]}/{key}"):
        store.put(ns, key, value)

question = "what time am I at Mrs Kaur's on friday? don't want to clash with the school run"
with turn_span("question Weds 16/3"):
    context = ["Today is Weds 16 March 2050. You are talking to Shaz, who runs Shaz Cuts Mobile."] + \
              [f"{r.key}: {flat(r.value)}" for r in store.search(CLIENTS, limit=20)] + \
              [f"{r.value['day']}: {r.value['text']}" for r in store.search(DIARY, limit=20)]
    assert any("roots every 5 wks, fridays at 2" in c for c in context), context
    assert any("can we do 10 instead" in c for c in context), context
    reply = answer(question, context, mock="10am on Friday - she moved it because of her grandson's assembly in the "
                                           "afternoon. Mr Haigh's at 2 now.")
finish(question, expected="2pm", actual=reply)
