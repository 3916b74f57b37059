"""Batch 392 (held out). A Colombo temple's Poson Poya: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: the dayaka sabha of Sri Sunandarama Viharaya (an invented temple in Colombo) runs the Poson Poya programme on
Weds 11/06/2053 - sil from 6 am, the bana, a midday dana, gilanpasa, a dansala at the gate, a pandal at the top of
the lane, the bodhi puja in the evening. Dhammika (the sabha secretary) chats with the temple's helper while she
sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the programme - sil from 6 am, bana at 10, bodhi
puja at 6.30 pm round the bo maluwa, then the evening bana. Turn 2 is the dansala. In turn 3 Dhammika says Loku
Hamuduruwo says no bodhi puja this Poya - the bo maluwa is being re-tiled, wet cement till the 15th, nobody can go
round - so after the sil it's only the evening bana at 7 pm, they'll do a big one for Esala. Turns 4 to 8 are the
sil list and the midday dana, the printers' notice (still "6.30 pm Bodhi Puja", she'll sort it), the lotus flowers,
the pandal and the gilanpasa. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon
09/06): "is the bodhi puja on this poya evening? amma wants to bring the oil lamps + flowers for the bo tree" ->
expected no - the bo maluwa is being re-tiled, only the evening bana at 7 pm. The assistant says yes, 6.30 pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that called
off the bodhi puja was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on the re-tiling, the wet cement or "no bodhi puja"); the printers' notice, the lotus flowers and the pandal are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b392_langchain_temple_bodhi_puja_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "is the bodhi puja on this poya evening? amma wants to bring the oil lamps + flowers for the bo tree"
TURNS = [
    ("POSON POYA 🙏 weds 11/06 - sil from 6 am, bana at 10, bodhi puja at 6.30 pm round the bo maluwa, then the "
     "evening bana. can u help me keep track of everything no?",
     "Of course - Poson Poya on Wed 11/06: sil from 6 am, bana at 10, bodhi puja at 6.30 pm round the bo maluwa, "
     "then the evening bana."),
    ("dansala - the young fellows doing kadala + ginger tea at the gate from 5 pm, Rs. 25,000 from the fund, Lalith "
     "has the cash",
     "The dansala: kadala and ginger tea at the gate from 5 pm, Rs. 25,000 from the fund, with Lalith."),
    ("aney Loku Hamuduruwo says no bodhi puja this Poya - the bo maluwa is being re-tiled, wet cement till the 15th, "
     "nobody can go round. so after the sil only the evening bana at 7 pm. what to do, we'll do a big one for Esala",
     "Noted - no bodhi puja this Poson because the bo maluwa is being re-tiled; after the sil there is only the "
     "evening bana at 7 pm, and a big bodhi puja for Esala."),
    ("sil people - 60 names so far. Kamala aunty's lot doing the midday dana, 12 hamuduruwo, pls steel plates only",
     "60 for sil so far; Kamala aunty's group is giving the midday dana for 12 monks, on steel plates."),
    ("printers sent the notice 🙄 - 'Poson Poya Programme ... 6.00 am Sil ... 10.00 am Bana ... 6.30 pm Bodhi Puja "
     "... 7.00 pm Dharma Deshana' - I'll sort it, can u check the spellings",
     "The spellings on the notice look fine; only the item you mentioned needs fixing."),
    ("flowers - 200 lotus from the Wickramasinghes for the Buddha puja, no plastic flowers pls",
     "200 lotus flowers from the Wickramasinghes for the Buddha puja; no plastic flowers."),
    ("pandal - Lalith's lot putting up the Poson pandal at the top of the lane, lights 7 to 11 pm, Rs. 8,000 for "
     "current",
     "The Poson pandal goes up at the top of the lane, lit 7 to 11 pm, Rs. 8,000 for electricity."),
    ("gilanpasa 5 pm - Herath family, fruit juice, no fizzy drinks for hamuduruwo",
     "Gilanpasa at 5 pm by the Herath family - fruit juice, no fizzy drinks."),
    (QUESTION,
     "Yes - the bodhi puja is at 6.30 pm round the bo maluwa, before the 7 pm bana, so she can bring the lamps and "
     "flowers."),
]
WINDOW = 11
GONE = ("re-tiled", "wet cement", "no bodhi puja", "esala")


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
            assert any("6.30 pm Bodhi Puja" in str(m.content) for m in window), window
            assert any("200 lotus" in str(m.content) for m in window), window
            assert any("Poson pandal" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("no bodhi puja this Poya" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dhammika's chat - she is secretary of the dayaka sabha of Sri "
                                            "Sunandarama Viharaya; today Mon 9 June 2053, Poson Poya is Wed 11 June)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - the bo maluwa is being re-tiled, so only the evening bana at 7 pm this Poya",
       actual=reply)
