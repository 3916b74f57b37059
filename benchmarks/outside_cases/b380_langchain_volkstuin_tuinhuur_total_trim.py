"""Batch 380 (held out). A volkstuin association's yearly fees: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Volkstuinpark De Zonnewende (an invented allotment park in Amsterdam, 88 tuinen) bills every member once a
year: tuinhuur (plot rent), contributie (membership) and water. Wilma (the penningmeester) chats with the park's
helper while she does the billing, in the Dutch-English the members write; each turn the chat is trimmed to its last
11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the fees for 2026 - tuinhuur €165,00 for a full tuin,
contributie €32,50, water €18,00, before 01-04-2026. Turn 2 is the half tuinen. In turn 3 (za 7 maart, after the
ALV) Wilma says scrub that about the water - the ALV voted, because of the new pomp the water is €24,00 now, not
€18,00. Turns 4 to 8 are the werkbeurt boete, the boekhouder's factuur template (still "Water €18,00 / Totaal
€215,50", she fixes it later), the key borg, the herinnering mail and the wachtlijst. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, di 24 maart): "tuin 27 mails me: how much must they overmaken for 2026?
full tuin, no werkbeurt missed" -> expected €221,50 (165,00 + 32,50 + 24,00). The assistant says €215,50.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
water €24,00 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on €24,00,
the pomp or the ALV vote); the factuur template, the werkbeurt boete and the key borg are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b380_langchain_volkstuin_tuinhuur_total_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "tuin 27 mails me: how much must they overmaken for 2026? full tuin, no werkbeurt missed"
TURNS = [
    ("20-02-2026 ok here we go 💶 TUINHUUR 2026: €165,00 per hele tuin (250m2), contributie €32,50, water €18,00. "
     "everything before 01-04-2026 on the rekening of the vereniging. can you help me keep it all together?",
     "Of course. 2026: tuinhuur €165,00 for a full tuin, contributie €32,50, water €18,00 - to be paid before "
     "1 April 2026."),
    ("halve tuinen (the 125m2 ones at the sloot) pay half tuinhuur, so €82,50, contributie and water the same",
     "Half tuinen: €82,50 tuinhuur, contributie and water as for a full tuin."),
    ("za 7 maart, ALV is done 😅 scrub that about the water: the ALV voted, because of the new pomp the water is "
     "€24,00 now, not €18,00. for everybody, hele and halve tuinen. bestuur agrees",
     "Noted - water is €24,00 for 2026 now (the new pump), for full and half tuinen, as the ALV voted."),
    ("werkbeurten: 4 per year, every missed werkbeurt is €25,- boete, that goes on the factuur of next year, not "
     "this one",
     "Four werkbeurten a year; a missed one costs €25,- boete, billed on next year's factuur."),
    ("the boekhouder sent the factuur template 🙄 'Tuinhuur €165,00 / Contributie €32,50 / Water €18,00 / Totaal "
     "€215,50' - I fix it later, can you check the rest of the tekst is ok?",
     "The rest of the template text reads fine; only the line you mentioned needs fixing."),
    ("new members pay also €10,- borg for the key of the hek, they get it back when they leave. old members paid "
     "this already",
     "New members pay a €10,- key deposit for the gate, refunded when they leave; existing members already paid."),
    ("herinnering mail goes out vr 20 maart for who did not pay yet, friendly tone pls, not like last year 😬",
     "A friendly reminder mail goes out on Friday 20 March to members who haven't paid yet."),
    ("wachtlijst is 34 people now, pfff. tuin 61 stops, so Kees can offer that one to number 1",
     "The waiting list is at 34; tuin 61 becomes free, so Kees can offer it to number 1 on the list."),
    (QUESTION,
     "€215,50 - tuinhuur €165,00 + contributie €32,50 + water €18,00. No boete since no werkbeurt was missed."),
]
WINDOW = 11
GONE = ("24,00", "pomp", "alv voted", "the alv")


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
            assert any("Water €18,00 / Totaal €215,50" in str(m.content) for m in window), window
            assert any("€25,- boete" in str(m.content) for m in window), window
            assert any("€10,- borg for the key" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the water is €24,00 now, not €18,00" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Wilma's chat - she is penningmeester of Volkstuinpark De Zonnewende; "
                                            "today di 24 maart 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="€221,50 - €165,00 tuinhuur + €32,50 contributie + €24,00 water (the ALV put water up)",
       actual=reply)
