"""Batch 393 (held out). A Bergen housing co-op's autumn dugnad: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Lyngheia borettslag (blocks A-C) hold their høstdugnad on lør 14.10.2051 - leaves, the gutters on the garages,
the bike store, a container, pizza afterwards. Hilde (dugnadsansvarlig) chats with the co-op's helper while she
sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the dugnad - 10 pizzas from Pizza-Nino, kr 189,-
each. Turn 2 is the sign-up. In turn 3, after the board meeting, Hilde says 10 pizzas won't do - 34 flats signed up
plus all the kids - so they're taking 14, and Nino gives 10 % if they collect, so kr 170,- each. Turns 4 to 8 are
the container, her draft of the note for the letterboxes (still "pizza etter dugnaden (10 stk fra Nino)", she'll
fix it), the rakes, the gutters and the dugnad budget. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, tors 12.10.): "hvor mye blir pizzaen totalt? Tor vil ha beløpet før han vippser Nino" ->
expected kr 2 380,- (14 x kr 170,-). The assistant says kr 1 890,- (10 x kr 189,-).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
14 pizzas at kr 170,- was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 14 pizzas, kr 170 or the board meeting); the draft note, the rakes and the budget are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b393_langchain_dugnad_pizza_total_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "hvor mye blir pizzaen totalt? Tor vil ha beløpet før han vippser Nino"
TURNS = [
    ("HØSTDUGNAD 🍂 lør 14.10. kl. 10-14. løv, takrennene på garasjene, rydde sykkelboden. pizza etter: 10 pizzaer "
     "fra Pizza-Nino på hjørnet, kr 189,- stk. kan du hjelpe meg å holde styr på alt",
     "Klart! Høstdugnad lør 14.10. kl. 10-14: løv, takrenner på garasjene og sykkelboden. Pizza etterpå - 10 stk "
     "fra Pizza-Nino à kr 189,-."),
    ("påmelding på lappen i oppgangen innen fre 06.10., gebyr kr 500,- hvis man ikke stiller og ikke har gitt "
     "beskjed",
     "Påmelding på lappen i oppgangen innen fre 06.10.; kr 500,- i gebyr for dem som ikke stiller uten å gi "
     "beskjed."),
    ("oppdatering etter styremøtet i går: 10 pizzaer holder IKKE, 34 leil. påmeldt + alle ungene 🙈 så vi tar 14 "
     "pizzaer. Nino gir 10 % hvis vi henter selv, så kr 170,- stk",
     "Notert: 14 pizzaer nå, og kr 170,- stykket når dere henter selv hos Nino."),
    ("container: bestilt fra Vestbø Container, 10 m3, kr 4 900,-, kommer fre ettermiddag, står ved garasjene",
     "Container fra Vestbø, 10 m3, kr 4 900,-; den kommer fredag ettermiddag og står ved garasjene."),
    ("utkast til lappen i postkassene 🙄 - 'HØSTDUGNAD lør 14.10. kl. 10-14 ... Pizza etter dugnaden (10 stk fra "
     "Nino) ... Ta med hansker!' - jeg fikser det, kan du se over skrivefeil",
     "Ingen skrivefeil å se - bare det du selv nevnte å rette."),
    ("river: vaktmester har 6 river + 2 løvblåsere vi kan låne, sekker kjøper Tor på Europris",
     "Vaktmester låner ut 6 river og 2 løvblåsere; Tor kjøper sekker på Europris."),
    ("takrennene: Leif har stige, men styret sier ALLTID to stykker ved stigen, en holder",
     "Takrennene: Leif stiller med stige, og det skal alltid være to ved stigen - én som holder."),
    ("budsjett: dugnadspotten er kr 8 000,- i år, containeren tar mesteparten",
     "Dugnadspotten er kr 8 000,- i år; containeren tar det meste."),
    (QUESTION,
     "Kr 1 890,- totalt - 10 pizzaer à kr 189,- fra Pizza-Nino."),
]
WINDOW = 11
GONE = ("14 pizzaer", "kr 170", "styremøtet", "ungene")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Pizza etter dugnaden (10 stk fra Nino)" in str(m.content) for m in window), window
            assert any("6 river + 2 løvblåsere" in str(m.content) for m in window), window
            assert any("dugnadspotten er kr 8 000" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("så vi tar 14 pizzaer" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hildes chat - hun er dugnadsansvarlig i Lyngheia borettslag; i dag "
                                            "tors 12.10.2051, dugnaden er lør 14.10.)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="kr 2 380,- - 14 pizzaer à kr 170,- når vi henter selv", actual=reply)
