"""Batch 169 (held out). An allotment society's secretary chatting before the open gardens day: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Birchfield Road Allotment Society's open gardens day is Sun 17th June 2040, 11-4 - a trail round the plots, teas in
the trading hut, a plant sale by the gates. Gill, the secretary, chats with the society's helper in the week before,
and visitors' questions off the Facebook page come through the same chat; each turn the chat is trimmed to its last 10
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the committee voted last night - no dogs this
year, guide dogs fine - because the Hendersons' hens are loose on plot 9 and there are the bees by the orchard; and, in
passing, that tickets are £5 on the gate, kids free. Turn 2 is the plant sale (tomato plants 50p, bring your own
trays), turn 3 the teas, turn 4 parking on Birchfield Rd not in the lane, turn 5 the toilets (one compost loo, the
community centre's open). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Thu 14/6, Gill typing a
visitor's question): "can I bring my dog? he's very good, always on the lead" -> expected no - no dogs this year
(guide dogs only), for the loose hens and the bees. The assistant says yes, on a lead.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the dogs
rule was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 6's (nothing on dogs, hens or bees); the plant sale, teas,
parking and toilets turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b169_langchain_open_gardens_dogs_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can I bring my dog? he's very good, always on the lead"
TURNS = [
    ("committee voted last night - NO dogs this yr I'm afraid, guide dogs fine obvs. the Hendersons' hens are loose "
     "on plot 9 + there's the bees by the orchard, not worth the risk 🐝 oh and tix £5 on the gate, kids free",
     "Noted: no dogs this year (guide dogs OK) - loose hens on plot 9 and the bees; tickets £5, kids free."),
    ("plant sale by the gates from 11, Jean's done 200 tomato plants, 50p each. ppl bring your own trays/boxes pls",
     "Plant sale by the gates from 11; tomato plants 50p; bring your own trays."),
    ("teas in the trading hut, Margaret + Sue, tea + a slice £2.50, card machine if the signal holds lol",
     "Teas in the trading hut, £2.50 tea and a slice."),
    ("parking - on Birchfield Rd NOT the lane, the lane's for the disabled spaces + the ice cream van",
     "Park on Birchfield Rd; the lane is for disabled spaces and the ice cream van."),
    ("loos - 1 compost loo on site (don't ask), community centre over the rd is open till 4",
     "One compost loo on site; the community centre's toilets are open till 4."),
    (QUESTION,
     "Yes - well-behaved dogs on a lead are fine, just keep him off the beds."),
]
WINDOW = 10


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in ("dog", "hens", "bees")), window
            assert any("plant sale by the gates" in str(m.content) for m in window), window
            assert any("teas in the trading hut" in str(m.content) for m in window), window
            assert any("parking - on Birchfield Rd" in str(m.content) for m in window), window
            assert any("1 compost loo" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("NO dogs this yr" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gill's chat - she's the secretary of Birchfield Road Allotment Society; "
                                            "open gardens day is Sun 17 June 2040, 11-4; today Thu 14 June 2040)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - no dogs this year (guide dogs only), because of the loose hens and the bees",
       actual=reply)
