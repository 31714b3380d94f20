module.exports = {type: 'localStorage', namespace: ''};
